extension WebPage {
    /// The part of the page's script that sends pointer input and activations: every press
    /// ends in a release or a cancel, and a click with no press before it (a screen reader's
    /// activate, `element.click()`) is a tap at the centre of the element clicked. Spliced
    /// into ``html`` inside its script, where `host`, `state` and `send` are in scope.
    static let pointerScript: String = #"""
          // From where fit() put the window, not getBoundingClientRect(): a move that comes
          // after a patch would otherwise force a style and layout pass before it is sent.
          function point(e) {
            const scale = host._scale || 1;
            return [(e.clientX - (host._x || 0)) / scale, (e.clientY - (host._y || 0)) / scale];
          }

          function pointer(kind, e) {
            const events = kind === "m" && e.getCoalescedEvents ? e.getCoalescedEvents() : [];
            const list = events.length > 0 ? events : [e];
            for (const item of list) {
              const [x, y] = point(item);
              send({ t: "p", k: kind, id: e.pointerId, x, y, ts: item.timeStamp, type: e.pointerType });
            }
            if (state.pointerSentAt === null) state.pointerSentAt = performance.now();
          }

          // The pointers whose press the engine has, so each gets a release or a cancel: a
          // press the page cannot finish (capture refused or lost, the page hidden) is
          // cancelled, never left down.
          const down = new Map();
          // When the latest release went out: the click that follows it is that tap already.
          let releasedAt = -Infinity;
          function cancel(e) {
            if (!down.delete(e.pointerId)) return;
            pointer("c", e);
          }
          function cancelAll() {
            for (const [id, [x, y]] of down) {
              send({ t: "p", k: "c", id, x, y, ts: performance.now(), type: "mouse" });
            }
            down.clear();
          }
          host.addEventListener("pointerdown", (e) => {
            if (e.button !== 0) return;
            if (down.has(e.pointerId)) cancel(e);
            // A press the browser does not track (one dispatched by script) cannot be captured;
            // the press still counts, and its release comes to the window.
            try { host.setPointerCapture(e.pointerId); } catch {}
            e.preventDefault();
            down.set(e.pointerId, point(e));
            pointer("b", e);
          });
          // Chromium holds pointermove back to the next animation frame; pointerrawupdate comes
          // as the input arrives (secure contexts, loopback included), so the server's answer can
          // be painted in the frame the move was made in rather than in the one after.
          const moveEvent = "onpointerrawupdate" in window ? "pointerrawupdate" : "pointermove";
          host.addEventListener(moveEvent, (e) => {
            if (down.has(e.pointerId)) { down.set(e.pointerId, point(e)); pointer("m", e); }
          });
          host.addEventListener("pointerup", (e) => {
            if (!down.delete(e.pointerId)) return;
            pointer("e", e);
            releasedAt = performance.now();
          });
          host.addEventListener("pointercancel", cancel);
          host.addEventListener("lostpointercapture", cancel);
          addEventListener("blur", cancelAll);
          document.addEventListener("visibilitychange", () => { if (document.hidden) cancelAll(); });
          // A click with no press before it (a screen reader's activate, element.click()) is a
          // tap at the centre of the element it names, as VoiceOver taps an element's activation
          // point.
          host.addEventListener("click", (e) => {
            if (performance.now() - releasedAt < 1000) { releasedAt = -Infinity; return; }
            let el = e.target;
            while (el && el._id === undefined && el !== host) el = el.parentElement;
            if (!el || el === host) return;
            const r = el.getBoundingClientRect();
            if (r.width <= 0 || r.height <= 0) return;
            const [x, y] = point({ clientX: r.left + r.width / 2, clientY: r.top + r.height / 2 });
            const id = -1;
            const ts = e.timeStamp;
            send({ t: "p", k: "b", id, x, y, ts, type: "mouse" });
            send({ t: "p", k: "e", id, x, y, ts, type: "mouse" });
            if (state.pointerSentAt === null) state.pointerSentAt = performance.now();
          });
          host.addEventListener("contextmenu", (e) => e.preventDefault());
        """#
}
