/** The game page's CSS: dark, one accent colour per category, one column that holds at 360 px. */
export const GAME_PAGE_STYLE = `
*{box-sizing:border-box}[hidden]{display:none!important}
html,body{margin:0;background:#0b1020;color:#e5e7eb;font:15px/1.4 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif}
body{min-height:100vh;display:flex;justify-content:center;padding:12px}
.game{width:100%;max-width:560px;display:flex;flex-direction:column;gap:12px}
header{display:flex;align-items:center;gap:12px;min-width:0}
.icon{flex:none;width:44px;height:44px;border-radius:12px;display:grid;place-items:center;background:var(--accent);color:#fff;font-size:24px}
h1{font-size:18px;margin:0;overflow-wrap:anywhere}
h2{font-size:13px;margin:0 0 8px;color:#94a3b8;text-transform:uppercase;letter-spacing:.08em}
.sub{margin:2px 0 0;color:#94a3b8;font-size:12px;overflow-wrap:anywhere}
.mode{margin-left:auto;flex:none;font-size:11px;font-weight:700;letter-spacing:.08em;padding:4px 9px;border-radius:999px;border:1px solid var(--accent);color:var(--accent)}
.panel{background:#111827;border:1px solid #1f2937;border-radius:16px;padding:14px}
.balance{display:flex;align-items:baseline;gap:8px;flex-wrap:wrap}
.balance strong{font-size:26px;font-variant-numeric:tabular-nums;transition:color .4s}
.balance strong.up{color:#4ade80}.balance strong.down{color:#f87171}
.notice{margin:0;padding:10px 12px;border-radius:12px;background:#422006;color:#fde68a;font-size:14px}
.stage{display:flex;flex-direction:column;align-items:center;gap:8px;padding:18px 14px;text-align:center}
.tagline{margin:0;color:#94a3b8;font-size:13px}
.face{width:112px;height:112px;border-radius:20px;display:grid;place-items:center;font-size:44px;font-weight:800;background:#0f172a;border:2px solid var(--accent);font-variant-numeric:tabular-nums}
.face.cards{width:92px;height:128px;border-radius:12px;background:#f8fafc;color:#111827;border-color:#cbd5e1}
.face.rolling{animation:shake .14s linear infinite}
.face.flip{animation:flip .6s ease}
@keyframes shake{0%{transform:rotate(-6deg)}50%{transform:rotate(6deg)}100%{transform:rotate(-6deg)}}
@keyframes flip{0%{transform:rotateY(0)}50%{transform:rotateY(90deg)}100%{transform:rotateY(0)}}
.result{margin:0;min-height:1.4em;font-weight:700}
.result.win{color:#4ade80}.result.lose{color:#f87171}.result.warn{color:#fbbf24}
.chips{display:flex;flex-wrap:wrap;gap:8px;justify-content:center}
.chip{width:54px;height:54px;border-radius:50%;border:3px dashed rgba(255,255,255,.45);background:var(--accent);color:#fff;font-weight:800;font-size:13px;cursor:pointer}
.stake{display:flex;align-items:center;justify-content:center;gap:10px;margin-top:12px;flex-wrap:wrap}
.stake strong{font-size:18px;font-variant-numeric:tabular-nums}
.ghost{background:none;border:1px solid #334155;color:#e5e7eb;border-radius:10px;padding:6px 12px;cursor:pointer}
.choices{display:grid;grid-template-columns:1fr 1fr;gap:10px}
.choice{padding:14px 8px;border-radius:14px;border:0;background:var(--accent);color:#fff;font-weight:800;font-size:16px;cursor:pointer}
.choice small{display:block;font-weight:500;font-size:12px;opacity:.85}
button:disabled{opacity:.45;cursor:not-allowed}
.history ol{list-style:none;margin:0;padding:0;display:flex;flex-direction:column;gap:6px}
.history li{display:flex;justify-content:space-between;gap:8px;font-size:13px;padding:6px 8px;border-radius:8px;background:#0f172a;font-variant-numeric:tabular-nums}
.history li .win{color:#4ade80}.history li .lose{color:#f87171}
.history p{margin:0;color:#64748b;font-size:13px}
footer{color:#64748b;font-size:12px;text-align:center;padding-bottom:8px}
@media (max-width:400px){body{padding:8px}.face{width:92px;height:92px;font-size:36px}.face.cards{width:78px;height:108px}.chip{width:46px;height:46px;font-size:12px}.choice{font-size:15px}}
`;
