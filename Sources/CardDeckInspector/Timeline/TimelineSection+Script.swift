extension TimelineSection {
    /// The section's page script: a scrub bar (`<input type=range>` in frames) with step
    /// buttons, the live or paused state, "Back to live", "Resume live from here", "Export as
    /// test" (the Swift text in a `<pre>`, and a download) and "Download recording" (a Blob of
    /// the `.cdrec` text). Every control is a labelled `<button>` or `<input>`; a watching
    /// page gets only the two exports. A scrub sends at most one seek at a time (the latest
    /// value wins); the page emits `seek` with the frame shown, or `null` when live.
    public static let pageScript = #"""
        CardDeckInspector.register("timeline", (function () {
          let root, ins, range, status, pre, link, busy = false, queued = null, state = null;
          let pump = null;
          function el(tag, attrs, text) {
            const e = document.createElement(tag);
            for (const k in attrs || {}) e.setAttribute(k, attrs[k]);
            if (text) e.textContent = text;
            return e;
          }
          function button(label, title, action) {
            const b = el("button", { type: "button", "aria-label": title, title: title }, label);
            b.addEventListener("click", action);
            return b;
          }
          function send(command) {
            if (command.do === "seek" || command.do === "step") {
              if (busy) { queued = command; return; }
              busy = true;
            }
            ins.send(command);
          }
          function download(name, text, type) {
            const url = URL.createObjectURL(new Blob([text], { type: type }));
            link.href = url; link.download = name; link.textContent = "Save " + name;
            link.hidden = false;
            link.click();
            setTimeout(() => URL.revokeObjectURL(url), 60000);
          }
          function seconds(s) { return (Math.round(s * 1000) / 1000).toFixed(3) + " s"; }
          function render() {
            if (!state || state.kind !== "state") {
              status.textContent = "Not recording: the app started no timeline";
              return;
            }
            range.max = String(state.frames);
            if (!busy && document.activeElement !== range || !ins.controls) {
              range.value = String(state.frame);
            }
            range.setAttribute("aria-valuetext", "frame " + state.frame + ", " + seconds(state.time));
            const where = state.live ? "Live" : "Paused at frame " + state.frame;
            status.textContent = where + " · " + seconds(state.time) + " of " +
              seconds(state.duration) + " · " + state.inputs + " inputs · " +
              state.built + "/" + state.checkpoints.length + " checkpoints" +
              (state.full ? " · recording full" : "");
            root.dataset.live = state.live ? "yes" : "no";
            root.dataset.frame = String(state.frame);
            for (const b of root.querySelectorAll("[data-controls]")) b.disabled = !ins.controls;
            ins.emit("seek", state.live ? null : state.frame);
            if (ins.controls && state.pending && !pump) {
              pump = setTimeout(() => { pump = null; ins.send({ do: "work" }); }, 40);
            }
          }
          return {
            mount(element, inspector) {
              ins = inspector;
              root = el("div", { class: "cd-timeline" });
              const bar = el("div", { class: "cd-timeline-bar" });
              const back = button("◀", "Step back one frame", () => send({ do: "step", by: -1 }));
              const fwd = button("▶", "Step forward one frame", () => send({ do: "step", by: 1 }));
              range = el("input", { type: "range", min: "0", max: "0", step: "1", value: "0",
                "aria-label": "Moment of the session, in frames" });
              range.addEventListener("input", () => send({ do: "seek", frame: Number(range.value) }));
              for (const c of [back, range, fwd]) c.dataset.controls = "";
              bar.append(back, range, fwd);
              status = el("div", { class: "cd-timeline-status", role: "status" }, "…");
              const actions = el("div", { class: "cd-timeline-actions" });
              const live = button("Back to live", "Back to live", () => ins.send({ do: "live" }));
              const resume = button("Resume live from here",
                "Resume live from the moment shown; later inputs are dropped",
                () => ins.send({ do: "resume" }));
              live.dataset.controls = ""; resume.dataset.controls = "";
              const exp = button("Export as test", "Export the span shown as a Swift test",
                () => ins.send({ do: "export" }));
              const rec = button("Download recording", "Download the span shown as a .cdrec file",
                () => ins.send({ do: "recording" }));
              actions.append(live, resume, exp, rec);
              pre = el("pre", { class: "cd-timeline-test", tabindex: "0",
                "aria-label": "Exported test" });
              pre.hidden = true;
              link = el("a", { class: "cd-timeline-link" });
              link.hidden = true;
              root.append(bar, status, actions, pre, link);
              element.append(root);
              render();
            },
            receive(message) {
              if (message.kind === "export") {
                pre.hidden = false;
                pre.textContent = message.test || ("No test: " + message.error);
                if (message.test) {
                  download(message.file.replace(/\.cdrec$/, "Tests.swift"), message.test, "text/x-swift");
                }
                return;
              }
              if (message.kind === "recording") {
                download(message.file, message.text, "text/plain");
                return;
              }
              busy = false;
              state = message;
              render();
              if (queued) { const next = queued; queued = null; send(next); }
            },
          };
        })());
        """#
}
