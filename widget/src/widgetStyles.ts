/**
 * The widget's stylesheet, adopted by each shadow root (a constructable stylesheet, so a host
 * page's `style-src` CSP does not block it). A host page's rules beat `:host`'s, except
 * `!important` ones, where the shadow root's win: so `display: block !important` keeps a generic
 * `div { display: none !important }` from hiding the menu, and the root `.r` resets everything the
 * host element inherits with `all: initial`. The theme comes only from these documented custom
 * properties, which do inherit:
 * --nutrimenu-color-bg, --nutrimenu-color-text, --nutrimenu-color-accent, --nutrimenu-font,
 * --nutrimenu-radius. The defaults keep text contrast above 4.5:1.
 */
export const WIDGET_CSS = `:host{display:block!important}
.r{all:initial;display:block;--b:var(--nutrimenu-color-bg,#fff);--f:var(--nutrimenu-color-text,#1f2328);--a:var(--nutrimenu-color-accent,#0b6e4f);--r:var(--nutrimenu-radius,8px);background:var(--b);color:var(--f);font:16px/1.5 var(--nutrimenu-font,system-ui,sans-serif);border-radius:var(--r);padding:16px;overflow-wrap:anywhere}
*{box-sizing:border-box;margin:0}
h2,h3,h4{margin:16px 0 8px;line-height:1.25}
ul{list-style:none;padding:0}
fieldset{border:0;padding:0;display:flex;flex-wrap:wrap;gap:8px}
label{display:flex;align-items:center;gap:6px;min-height:24px}
input{width:20px;height:20px;accent-color:var(--a)}
button{font:inherit;min-height:24px;background:var(--a);color:var(--b);border:0;border-radius:var(--r);padding:6px 14px}
:focus-visible{outline:3px solid var(--a);outline-offset:2px}
a{color:var(--a)}
details{margin:8px 0}
li{border-top:1px solid;padding:8px 0}
.c{display:flex;flex-wrap:wrap;gap:6px}
.c li{border:1px solid;border-radius:9px;padding:0 8px}
img{max-width:100%;height:auto;border-radius:var(--r)}
table{border-collapse:collapse;width:100%}
td{text-align:end}`;
