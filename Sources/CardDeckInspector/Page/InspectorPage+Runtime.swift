extension InspectorPage {
    /// The page runtime: `window.CardDeckInspector` and the hooks into the web host's page
    /// (`window.cardDeckHooks`) that fit the phone beside the panel, hand the sections their
    /// messages and keep the panel's keys in the panel.
    static let runtime = #"""
        "use strict";
        (() => {
          const panel = document.getElementById("cd-panel");
          const overlay = document.getElementById("cd-overlay");
          const status = document.getElementById("status");
          const phone = document.getElementById("window");
          const mode = document.getElementById("cd-mode");
          const below = matchMedia("\#(belowQuery)");
          const sections = new Map();
          const listeners = new Map();
          const fit = { x: 0, y: 0, scale: 1, width: 0, height: 0 };
          let controls = false;
          document.body.classList.add("cd-inspecting");

          function on(event, fn) {
            if (!listeners.has(event)) listeners.set(event, []);
            listeners.get(event).push(fn);
          }
          function emit(event, detail) {
            for (const fn of listeners.get(event) || []) {
              try { fn(detail); } catch (error) { console.error(error); }
            }
          }

          // The phone gets what the panel and the status line leave.
          function area() {
            const line = status.offsetHeight;
            if (below.matches) {
              return [innerWidth, Math.max(1, innerHeight - panel.offsetHeight - line), 0, 0];
            }
            return [Math.max(1, innerWidth - panel.offsetWidth), Math.max(1, innerHeight - line), 0, 0];
          }
          // The overlay takes the window's transform, so its user units are window points.
          function fitted(x, y, scale, width, height) {
            Object.assign(fit, { x, y, scale, width, height });
            overlay.setAttribute("width", width);
            overlay.setAttribute("height", height);
            overlay.setAttribute("viewBox", `0 0 ${width} ${height}`);
            overlay.style.transform = `translate(${x}px, ${y}px) scale(${scale})`;
            emit("fit", { ...fit });
          }
          function message(m) {
            if (m.t === "hello") {
              controls = m.control === true;
              mode.textContent = controls ? "" : "Watching: read-only";
              document.body.classList.toggle("cd-watching", !controls);
              emit("controls", controls);
              return;
            }
            if (typeof m.t !== "string" || !m.t.startsWith("i.")) return;
            const section = sections.get(m.t.slice(2));
            if (!section || !section.receive) return;
            try { section.receive(m); } catch (error) { console.error(error); }
          }
          function ownsKey(e) {
            if (e.key === "F6") {
              e.preventDefault();
              if (panel.contains(document.activeElement)) {
                document.activeElement.blur();
                (phone.querySelector('[tabindex="0"]') || document.body).focus({ preventScroll: true });
              } else {
                const first = panel.querySelector("button, input, select, [tabindex]");
                if (first) first.focus();
              }
              return true;
            }
            return panel.contains(e.target);
          }
          window.cardDeckHooks = { area, fitted, message, ownsKey };
          addEventListener("resize", () => emit("fit", { ...fit }));

          panel.addEventListener("click", (e) => {
            const fold = e.target.closest(".cd-fold");
            if (!fold) return;
            fold.setAttribute("aria-expanded", String(fold.getAttribute("aria-expanded") !== "true"));
          });

          function register(name, section) {
            if (sections.has(name)) throw new Error(`inspector section ${name} registered twice`);
            let container = panel.querySelector(`[data-section="${CSS.escape(name)}"] > .cd-body`);
            if (!container) {
              const element = document.createElement("section");
              element.className = "cd-section";
              element.dataset.section = name;
              container = document.createElement("div");
              container.className = "cd-body";
              element.appendChild(container);
              panel.appendChild(element);
            }
            sections.set(name, section);
            const inspector = {
              name,
              overlay,
              phone,
              send(command) { command.t = "i." + name; window.cardDeck.send(command); },
              on,
              emit,
              get controls() { return controls; },
              get fit() { return { ...fit }; },
              toWindow(clientX, clientY) {
                return [(clientX - fit.x) / fit.scale, (clientY - fit.y) / fit.scale];
              },
            };
            if (section.mount) section.mount(container, inspector);
          }

          window.CardDeckInspector = {
            register,
            on,
            emit,
            overlay,
            get controls() { return controls; },
            get sections() { return [...sections.keys()]; },
          };
        })();

        """#
}
