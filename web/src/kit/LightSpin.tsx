/**
 * antd's large `Spin` (four dots turning, in the brand colour) while the first screen's code arrives, in
 * plain styles: no antd Spin in every first load (~3 KB compressed). Announced as busy, as antd's is.
 */
const CSS =
  "@keyframes ql-spin-rotate{to{transform:rotate(405deg)}}@keyframes ql-spin-move{to{opacity:1}}" +
  ".ql-spin{position:relative;display:inline-block;width:32px;height:32px;transform:rotate(45deg);animation:ql-spin-rotate 1.2s linear infinite}" +
  ".ql-spin i{position:absolute;display:block;width:14px;height:14px;background:#d4380d;border-radius:100%;opacity:0.3;animation:ql-spin-move 1s linear infinite alternate}" +
  ".ql-spin i:nth-child(1){top:0;left:0}.ql-spin i:nth-child(2){top:0;right:0;animation-delay:.4s}.ql-spin i:nth-child(3){right:0;bottom:0;animation-delay:.8s}.ql-spin i:nth-child(4){bottom:0;left:0;animation-delay:1.2s}";

export function LightSpin() {
  return (
    <div aria-live="polite" aria-busy="true" style={{ display: "inline-block", lineHeight: 0 }}>
      <style>{CSS}</style>
      <span className="ql-spin">
        <i />
        <i />
        <i />
        <i />
      </span>
    </div>
  );
}
