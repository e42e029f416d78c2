import { Button, Result } from "antd";
import { isRouteErrorResponse, Link, useRouteError } from "react-router";

/** Shown when a screen fails to load (e.g. a chunk missing after a deploy) or throws while rendering. */
export function RouteErrorPage() {
  const error = useRouteError();
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  if (!notFound) console.error(error);
  return (
    <Result
      status={notFound ? "404" : "500"}
      title={notFound ? "404" : "出错了 / Something went wrong"}
      subTitle={notFound ? "页面不存在 / Page not found" : "页面加载失败，请刷新重试 / The page failed to load; please reload"}
      extra={
        <>
          <Button onClick={() => window.location.reload()}>刷新 / Reload</Button>
          <Link to="/">
            <Button type="primary">首页 / Home</Button>
          </Link>
        </>
      }
    />
  );
}
