import { message, Modal, notification } from "antd";
import type { useAppProps } from "antd/es/app/context";
import { useEffect } from "react";

/** antd's dialog and toast holders, loaded on the first dialog or toast (LightApp). */
export default function AppHolders({ onReady }: { onReady: (api: useAppProps) => void }) {
  const [messageApi, messageHolder] = message.useMessage();
  const [notificationApi, notificationHolder] = notification.useNotification();
  const [modalApi, modalHolder] = Modal.useModal();
  useEffect(() => onReady({ message: messageApi, notification: notificationApi, modal: modalApi }), [onReady, messageApi, notificationApi, modalApi]);
  return (
    <>
      {modalHolder}
      {messageHolder}
      {notificationHolder}
    </>
  );
}
