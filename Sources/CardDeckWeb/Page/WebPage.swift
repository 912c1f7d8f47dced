/// The page a browser loads: HTML, CSS and the small runtime that applies patches and sends
/// input, all in one string compiled into the module (nothing is read from disk, and the
/// browser needs no build step).
///
/// The runtime connects to `/socket` with the page's own `token`, applies each patch as it
/// arrives and acknowledges it, reconnects after the connection drops (a restarted server,
/// a reload), and sends:
/// - pointer events (mouse, pen and touch, with coalesced moves) in window points, stamped
///   with `event.timeStamp`; moves go on `pointerrawupdate` as the input arrives where the
///   browser has it (Chromium in a secure context, loopback included), else on `pointermove`,
///   which Chromium holds back to the next animation frame. Every press it sends ends in a
///   release or a cancel: one it cannot finish (capture lost, the page blurred or hidden) is
///   cancelled, never left down;
/// - a click with no press before it (a screen reader's activate, `element.click()`) as a tap
///   at the centre of the element clicked, pointer id -1;
/// - keys (`KeyboardEvent.key` and the modifiers) that are not typed into the browser's own
///   shortcuts;
/// - the viewport's size, at start and after every resize.
///
/// It applies the host's ARIA attributes (`role`, `aria-label`, `aria-modal`, `aria-hidden`…)
/// to the elements, gives DOM focus to the element that gets `tabindex="0"` (the window's
/// focus, a roving tabindex), and speaks announcements through a visually hidden
/// `aria-live="polite"` region (`#live`, keeping the newest five), so a real screen reader
/// follows the window.
///
/// A node's text stays within the node's width: a line that does not fit ends in "…", as a
/// `UILabel`'s does by default. The status line wraps at narrow widths, between its " · "
/// parts (a key's help such as "r restart" is not split).
///
/// The page sets `touch-action: none`, so a drag moves a card instead of scrolling the page.
/// `window.cardDeck` exposes the runtime's state for tests: `frame` (the latest frame
/// applied), `element(id)`, `inspect()` (a promise of the engine's frames of named nodes) and
/// `stats` (patches, operations and bytes received, and `latencies`: for each patch that
/// followed a pointer event, the milliseconds from sending the event to applying the patch),
/// and `send(message)` (sends a message object on the page's socket, stamped with `n`).
///
/// A page built around this one (the inspector's) may set `window.cardDeckHooks`, an object
/// whose members, each optional, the runtime calls: `area()` returns `[width, height, left,
/// top]`, the part of the viewport the window is fitted into (default: all of it above the
/// status line); `fitted(x, y, scale, width, height)` hears where the window was put, in CSS
/// pixels; `message(object)` gets every message from the session after the page handled it;
/// and `ownsKey(event)` returns `true` for a key press the window must not get.
public enum WebPage {
    /// The page's HTML, with its style and script inline.
    public static let html: String = [
        documentStart, pointerScript, accessibilityScript, documentEnd,
    ].joined(separator: "\n")

    /// The page up to the input part of its script: its style, the patches and the socket.
    private static let documentStart: String = #"""
        <!doctype html>
        <html lang="en">
        <head>
        <meta charset="utf-8">
        <meta name="viewport" content="width=device-width, initial-scale=1, maximum-scale=1, user-scalable=no, viewport-fit=cover">
        <title>CardDeck</title>
        <style>
        html, body { margin: 0; height: 100%; overflow: hidden; background: #1c1c1e;
          touch-action: none; -webkit-user-select: none; user-select: none;
          overscroll-behavior: none; -webkit-tap-highlight-color: transparent; }
        #window { position: absolute; left: 0; top: 0; overflow: hidden; transform-origin: 0 0;
          background: #000; contain: strict; touch-action: none; }
        #status { position: fixed; left: 0; right: 0; bottom: 0; padding: 4px 8px;
          font: 12px system-ui, sans-serif, "Apple Color Emoji", "Segoe UI Emoji",
            "Segoe UI Symbol", "Noto Color Emoji"; color: #aaa; background: rgba(28,28,30,.85);
          pointer-events: none; overflow-wrap: anywhere; }
        #status:empty { display: none; }
        .n { position: absolute; left: 0; top: 0; transform-origin: 0 0; box-sizing: border-box;
          font-family: -apple-system, system-ui, "Helvetica Neue", Arial, sans-serif,
            "Apple Color Emoji", "Segoe UI Emoji", "Segoe UI Symbol", "Noto Color Emoji";
          line-height: 1.2; contain: layout size style; }
        .n[data-text] { display: flex; align-items: center; justify-content: flex-start;
          text-align: left; }
        .n[data-text]::before { content: attr(data-text); white-space: pre; flex: 0 1 auto;
          min-width: 0; overflow: hidden; text-overflow: ellipsis; }
        .n[data-input]::before { content: attr(data-text) / ""; }
        .n[data-align="c"] { justify-content: center; text-align: center; }
        .n[data-align="t"] { justify-content: flex-end; text-align: right; }
        .n.h { display: none !important; }
        .n:focus { outline: none; }
        .fi { position: absolute; left: 0; top: 0; width: 100%; height: 100%; margin: 0; padding: 0;
          border: 0; opacity: 0; background: transparent; color: transparent;
          caret-color: transparent; font-size: 16px; }
        .b { position: absolute; left: 0; top: 0; width: 0; height: 0; }
        .sr { position: absolute; width: 1px; height: 1px; overflow: hidden; clip: rect(0 0 0 0);
          clip-path: inset(50%); white-space: nowrap; }
        </style>
        </head>
        <body>
        <div id="window"></div>
        <div id="status"></div>
        <div id="live" class="sr" aria-live="polite" role="status"></div>
        <script>
        "use strict";
        (() => {
          const host = document.getElementById("window");
          const status = document.getElementById("status");
          const live = document.getElementById("live");
          const token = new URLSearchParams(location.search).get("token") || "";
          const elements = new Map();
          const state = { frame: -1, patches: 0, operations: 0, bytes: 0, control: false,
            size: [0, 0], fixed: false, pointerSentAt: null, latencies: [], announcements: [] };
          let socket = null;
          let retry = 250;
          let inspectWaiters = [];

          const box = (el) => el._box || el;
          const hex = (c) => c === null ? "" : c;

          // A page built around this one (the inspector's) sets window.cardDeckHooks.
          const hooks = () => window.cardDeckHooks || {};

          function fit() {
            const [w, h] = state.size;
            host.style.width = w + "px";
            host.style.height = h + "px";
            const [vw, vh, left = 0, top = 0] = viewport();
            const scale = state.fixed ? Math.min(1, vw / w, vh / h) : 1;
            host._scale = scale;
            const x = left + (state.fixed ? Math.max(0, (vw - w * scale) / 2) : 0);
            const y = top + (state.fixed ? Math.max(0, (vh - h * scale) / 2) : 0);
            host._x = x; host._y = y;
            host.style.transform = `translate(${x}px, ${y}px) scale(${scale})`;
            if (hooks().fitted) hooks().fitted(x, y, scale, w, h);
          }

          function reset(w, h) {
            for (const el of elements.values()) el.remove();
            elements.clear();
            host.replaceChildren();
            state.size = [w, h];
            fit();
          }

          function place(el, parentID, index) {
            const parent = parentID === 0 ? host : elements.get(parentID);
            if (!parent) return;
            const b = box(parent);
            const ref = b.children[index] || null;
            if (ref !== el) b.insertBefore(el, ref);
          }

          function forget(el) {
            elements.delete(el._id);
            for (const child of box(el).children) if (child._id !== undefined) forget(child);
          }

          function setStyle(el, s) {
            const st = el.style;
            // No element gets a compositing layer of its own (will-change): in headless
            // Chromium's software compositor each layer more costs more to draw than the
            // painting it saves, and a dragged music card came to the screen 1-2 ms later with
            // it (issue 28).
            if (s.t !== undefined) st.transform = `matrix(${s.t.join(",")})`;
            if (s.z !== undefined) { st.width = s.z[0] + "px"; st.height = s.z[1] + "px"; }
            if (s.o !== undefined) {
              if (!el._box && (s.o[0] !== 0 || s.o[1] !== 0)) {
                const b = document.createElement("div");
                b.className = "b";
                while (el.firstElementChild) b.appendChild(el.firstElementChild);
                el.appendChild(b);
                el._box = b;
              }
              if (el._box) el._box.style.transform = `translate(${-s.o[0]}px, ${-s.o[1]}px)`;
            }
            if (s.a !== undefined) st.opacity = s.a === 1 ? "" : String(s.a);
            if (s.h !== undefined) el.classList.toggle("h", s.h === 1);
            if (s.b !== undefined) st.backgroundColor = hex(s.b);
            if (s.r !== undefined) {
              st.borderRadius = s.r.every((r) => r === 0) ? "" : s.r.map((r) => r + "px").join(" ");
            }
            if (s.c !== undefined) st.overflow = s.c === 1 ? "hidden" : "";
            if (s.s !== undefined) {
              st.boxShadow = s.s === null ? "" : `${s.s[0]}px ${s.s[1]}px ${s.s[2]}px ${s.s[3]}`;
            }
            if (s.k !== undefined) {
              st.outline = s.k === null ? "" : `${s.k[0]}px solid ${s.k[1]}`;
              st.outlineOffset = s.k === null ? "" : `${-s.k[0]}px`;
            }
            if (s.x !== undefined) {
              if (s.x === null) {
                el.removeAttribute("data-text");
                el.removeAttribute("data-align");
              } else {
                el.setAttribute("data-text", s.x[0]);
                st.fontSize = s.x[1] + "px";
                st.fontWeight = s.x[2] === 1 ? "600" : "";
                st.color = s.x[3];
                if (s.x[4] === "l") el.removeAttribute("data-align");
                else el.setAttribute("data-align", s.x[4]);
              }
            }
          }

          function apply(op) {
            switch (op[0]) {
              case "R": reset(op[1], op[2]); break;
              case "W": state.size = [op[1], op[2]]; fit(); break;
              case "i": {
                const old = elements.get(op[1]);
                if (old) { forget(old); old.remove(); }
                const el = document.createElement("div");
                el.className = "n";
                el._id = op[1];
                el.dataset.node = op[1];
                el.id = "n" + op[1];
                elements.set(op[1], el);
                setStyle(el, op[4]);
                place(el, op[2], op[3]);
                break;
              }
              case "m": { const el = elements.get(op[1]); if (el) place(el, op[2], op[3]); break; }
              case "r": { const el = elements.get(op[1]); if (el) { forget(el); el.remove(); } break; }
              case "u": { const el = elements.get(op[1]); if (el) setStyle(el, op[2]); break; }
              case "a": { const el = elements.get(op[1]); if (el) aria(el, op[2]); break; }
              case "L": announce(op[1]); break;
            }
          }

          // A polite live region reads what is added to it; the newest five stay.
          function announce(text) {
            const line = document.createElement("div");
            line.textContent = text;
            live.appendChild(line);
            while (live.childElementCount > 5) live.firstElementChild.remove();
            if (state.announcements.length < 1000) state.announcements.push(text);
          }

          function send(message) {
            if (socket && socket.readyState === 1) {
              message.n = performance.now();
              socket.send(JSON.stringify(message));
            }
          }

          // The status line takes the bottom of the viewport; the window gets the rest.
          const viewport = () => hooks().area ? hooks().area()
            : [innerWidth, Math.max(1, innerHeight - status.offsetHeight)];
          function sendSize() { const [w, h] = viewport(); send({ t: "size", w, h }); }

          // The status line wraps to the width between its " · " parts; a short part (a key's
          // help, "r restart") stays on one line, a long one (a hint) wraps between words.
          function showStatus(text) {
            const parts = text.split(" \u00b7 ");
            status.textContent = parts
              .map((part) => part.length <= 24 ? part.replace(/ /g, "\u00a0") : part)
              .join("\u00a0\u00b7 ");
          }

          function receive(event) {
            state.bytes += event.data.length;
            let message;
            try { message = JSON.parse(event.data); } catch { return; }
            switch (message.t) {
              case "patch":
                for (const op of message.ops) apply(op);
                state.frame = message.f;
                state.patches += 1;
                state.operations += message.ops.length;
                if (state.pointerSentAt !== null) {
                  if (state.latencies.length < 10000) state.latencies.push(performance.now() - state.pointerSentAt);
                  state.pointerSentAt = null;
                }
                send({ t: "ack", f: message.f });
                break;
              case "hello":
                state.control = message.control;
                state.fixed = message.fixed;
                sendSize();
                break;
              case "status": {
                const before = status.offsetHeight;
                showStatus(message.text);
                if (status.offsetHeight !== before) { fit(); sendSize(); }
                break;
              }
              case "inspect": {
                const waiters = inspectWaiters;
                inspectWaiters = [];
                for (const resolve of waiters) resolve(message);
                break;
              }
            }
            if (hooks().message) hooks().message(message);
          }

          function connect() {
            const scheme = location.protocol === "https:" ? "wss:" : "ws:";
            socket = new WebSocket(`${scheme}//${location.host}/socket?token=${encodeURIComponent(token)}`);
            socket.onopen = () => { retry = 250; };
            socket.onmessage = receive;
            socket.onclose = (event) => {
              socket = null;
              status.textContent = event.reason
                ? `Disconnected: ${event.reason}. Reconnecting…`
                : "Disconnected. Reconnecting…";
              setTimeout(connect, retry);
              retry = Math.min(retry * 2, 4000);
            };
          }

        """#

    /// The rest of the page's script (keys, resizing, `window.cardDeck`) and its end.
    private static let documentEnd: String = #"""
          addEventListener("keydown", (e) => {
            // The browser keeps its own shortcuts; Ctrl-C in the server's terminal stops it.
            if (e.metaKey || e.ctrlKey || e.altKey) return;
            if (hooks().ownsKey && hooks().ownsKey(e)) return;
            send({ t: "k", key: e.key, ctrl: e.ctrlKey, alt: e.altKey, shift: e.shiftKey });
            e.preventDefault();
          });
          addEventListener("resize", () => { fit(); sendSize(); });
          // A phone's virtual keyboard shrinks the visual viewport: its top, in window points.
          if (window.visualViewport && matchMedia("(pointer: coarse)").matches) {
            visualViewport.addEventListener("resize", () => {
              const bottom = visualViewport.offsetTop + visualViewport.height;
              const covered = innerHeight - bottom;
              if (covered < 1) { send({ t: "kb" }); return; }
              send({ t: "kb", top: Math.max(0, (bottom - (host._y || 0)) / (host._scale || 1)) });
            });
          }

          window.cardDeck = {
            get frame() { return state.frame; },
            get control() { return state.control; },
            get stats() { return { patches: state.patches, operations: state.operations,
              bytes: state.bytes, elements: elements.size, latencies: state.latencies.slice() }; },
            get announcements() { return state.announcements.slice(); },
            element: (id) => elements.get(id) || null,
            inspect: () => new Promise((resolve) => { inspectWaiters.push(resolve); send({ t: "inspect" }); }),
            send: (message) => send(message),
          };
          connect();
        })();
        </script>
        </body>
        </html>
        """#
}
