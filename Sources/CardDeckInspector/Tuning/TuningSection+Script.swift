extension TuningSection {
    /// The page side: a card picker, a form whose Enter applies the changed values, Reset,
    /// "Copy as Swift" and the engine's warnings. It formats and places what Swift sends; the
    /// ranges and the values shown are the engine's.
    static let pageScript = #"""
        (() => {
          const layoutFields = [
            ["verticalSpacing", "Vertical spacing (pt)"],
            ["verticalInset", "Vertical inset (pt; empty: safe area)"],
            ["horizontalInset", "Horizontal inset (pt per level)"],
            ["dismissAreaHeight", "Dismiss area height (pt)"],
            ["cornerRadius", "Corner radius (pt)"],
            ["backFadeAlpha", "Back fade alpha (0–1)"],
          ];
          const timings = [
            ["presentationTiming", "Presentation"], ["dismissalTiming", "Dismissal"],
            ["snapTiming", "Snap"], ["resizeTiming", "Resize"],
          ];
          const curves = ["easeIn", "easeOut", "easeInOut", "default", "linear"];
          const style = `
            .cdi-tuning fieldset { border: 1px solid rgba(128,128,128,.4); margin: 4px 0; padding: 4px 8px; }
            .cdi-tuning legend { font-weight: 600; }
            .cdi-tuning-row { display: grid; grid-template-columns: 12em minmax(6em, 1fr) auto; gap: 6px; align-items: center; margin: 2px 0; }
            .cdi-tuning-row select { max-width: 100%; }
            .cdi-tuning-hint { margin: 2px 0 4px; opacity: .7; font-size: .85em; }
            .cdi-tuning-row[hidden] { display: none; }
            .cdi-tuning input[type=number], .cdi-tuning input[type=text] { width: 100%; box-sizing: border-box; font: inherit; }
            .cdi-tuning-note { opacity: .7; font-size: .85em; }
            .cdi-tuning-buttons { display: flex; gap: 6px; margin: 6px 0; }
            .cdi-tuning button:disabled, .cdi-tuning select:disabled { opacity: .5; }
            .cdi-tuning-warnings { margin: 4px 0; padding-left: 1.2em; color: #b26a00; }
            .cdi-tuning-warnings .error { color: #c62828; }
            .cdi-tuning-swift { white-space: pre-wrap; font-size: 12px; padding: 6px; border: 1px solid rgba(128,128,128,.4); }
            .cdi-tuning-swift:empty { display: none; }`;
          let inspector = null, cardSelect, form, empty, warnings, status, swift;
          let cards = [], selected = null;
          const inputs = new Map(), rows = new Map(), notes = new Map();

          function el(tag, attributes = {}, children = []) {
            const node = document.createElement(tag);
            for (const [key, value] of Object.entries(attributes)) {
              if (key === "text") node.textContent = value; else node.setAttribute(key, value);
            }
            node.append(...children);
            return node;
          }
          function row(name, label, input) {
            input.dataset.field = name;
            inputs.set(name, input);
            const note = el("span", {class: "cdi-tuning-note"});
            notes.set(name, note);
            const wrapper = el("label", {class: "cdi-tuning-row"}, [el("span", {text: label}), input, note]);
            rows.set(name, wrapper);
            return wrapper;
          }
          const numberInput = () => el("input", {type: "number", step: "any", inputmode: "decimal"});
          function choice(values) {
            const select = el("select");
            for (const value of values) select.append(el("option", {value, text: value}));
            return select;
          }
          const card = () => cards.find((c) => c.id === selected) || null;
          const canEdit = () => Boolean(inspector && inspector.controls);

          function valueOf(fields, name) {
            const [field, part] = name.split(".");
            const value = part ? (fields[field] || {})[part] : fields[field];
            return value === null || value === undefined ? "" : String(value);
          }
          function render(replied) {
            const ids = cards.map((c) => c.id + ":" + c.label).join();
            if (cardSelect.dataset.ids !== ids) {
              cardSelect.replaceChildren(...cards.map((c) => el("option", {value: String(c.id), text: `${c.label} (#${c.id})`})));
              cardSelect.dataset.ids = ids;
            }
            if (selected !== null) cardSelect.value = String(selected);
            const current = card();
            form.hidden = current === null;
            empty.hidden = current !== null;
            if (current === null) return;
            const editable = canEdit();
            for (const [name, input] of inputs) {
              const text = valueOf(current.fields, name);
              const typing = document.activeElement === input && input.value !== input.dataset.shown;
              if (replied || !typing) input.value = text;
              input.dataset.shown = text;
              if (input.tagName === "SELECT" || input.type === "color") input.disabled = !editable;
              else input.readOnly = !editable;
              notes.get(name).textContent = current.fixed.includes(name) ? "fixed" : "";
            }
            for (const [name] of timings) {
              const spring = current.fields[name].kind === "spring";
              rows.get(name + ".response").hidden = !spring;
              rows.get(name + ".dampingRatio").hidden = !spring;
              rows.get(name + ".curve").hidden = spring;
              rows.get(name + ".duration").hidden = spring;
            }
            for (const button of form.querySelectorAll("button[data-edits]")) button.disabled = !editable;
            if (!editable) status.textContent = "Watching: the values are read-only.";
          }
          function say(list, kind) {
            for (const text of list) warnings.append(el("li", {class: kind, text}));
          }
          function submit() {
            if (!canEdit() || card() === null) return;
            warnings.replaceChildren();
            status.textContent = "";
            for (const [name, input] of inputs) {
              if (input.value === input.dataset.shown) continue;
              let value = input.value;
              if (input.type === "number") {
                if (value.trim() === "") value = null;
                else if (Number.isFinite(Number(value))) value = Number(value);
                else { say([`${name}: ${value} is not a number`], "error"); continue; }
                if (value === null && name !== "verticalInset") continue;
              }
              inspector.send({do: "set", card: selected, field: name, value});
            }
          }
          function copy(text) {
            swift.textContent = text;
            const refused = () => { status.textContent = "The browser refused the clipboard: the code is below."; };
            if (navigator.clipboard && window.isSecureContext) {
              navigator.clipboard.writeText(text).then(() => { status.textContent = "Copied the Swift code."; }, refused);
            } else refused();
          }

          CardDeckInspector.register("tuning", {
            mount(element, page) {
              inspector = page;
              element.classList.add("cdi-tuning");
              element.append(el("style", {text: style}));
              cardSelect = el("select");
              cardSelect.addEventListener("change", () => { selected = Number(cardSelect.value); render(true); });
              page.on("controls", () => render(false));
              page.on("card", (id) => {
                if (id !== null && cards.some((c) => c.id === id)) { selected = id; render(true); }
              });
              form = el("form", {"aria-label": "Configuration of the selected card"});
              const layout = el("fieldset", {}, [el("legend", {text: "Layout"}),
                el("p", {class: "cdi-tuning-hint", text: "A field marked fixed keeps the value the card was presented with; the engine says so when it is changed."})]);
              for (const [name, label] of layoutFields) layout.append(row(name, label, numberInput()));
              const detents = el("fieldset", {}, [el("legend", {text: "Detents"}),
                row("detents", "Detents, e.g. [.medium, .large, .height(280)]", el("input", {type: "text", spellcheck: "false"}))]);
              const dimming = el("fieldset", {}, [el("legend", {text: "Dimming"}),
                row("maximumDimmingAlpha", "Maximum alpha (0–1)", numberInput()),
                row("dimmingColor", "Colour", el("input", {type: "color"}))]);
              const timing = el("fieldset", {}, [el("legend", {text: "Timing"})]);
              for (const [name, label] of timings) {
                timing.append(el("fieldset", {}, [el("legend", {text: label}),
                  row(name + ".kind", "Kind", choice(["spring", "curve"])),
                  row(name + ".response", "Response (s)", numberInput()),
                  row(name + ".dampingRatio", "Damping ratio", numberInput()),
                  row(name + ".curve", "Curve", choice([...curves, "custom"])),
                  row(name + ".duration", "Duration (s)", numberInput())]));
              }
              const apply = el("button", {type: "submit", "data-edits": "", text: "Apply"});
              const reset = el("button", {type: "button", "data-edits": "", text: "Reset"});
              const copyButton = el("button", {type: "button", text: "Copy as Swift"});
              reset.addEventListener("click", () => {
                if (!canEdit() || selected === null) return;
                warnings.replaceChildren();
                inspector.send({do: "reset", card: selected});
              });
              copyButton.addEventListener("click", () => {
                if (selected !== null) inspector.send({do: "copy", card: selected});
              });
              warnings = el("ul", {class: "cdi-tuning-warnings", "aria-live": "polite", "aria-label": "What the engine said"});
              status = el("p", {role: "status"});
              swift = el("pre", {class: "cdi-tuning-swift", "aria-label": "Configuration as Swift", tabindex: "0"});
              // Apply comes first, so Enter in any field applies; what the engine said is next to it.
              form.append(el("div", {class: "cdi-tuning-buttons"}, [apply, reset, copyButton]),
                status, warnings, swift, layout, detents, dimming, timing);
              form.addEventListener("submit", (event) => { event.preventDefault(); submit(); });
              for (const input of inputs.values()) {
                if (input.tagName === "SELECT" || input.type === "color") input.addEventListener("change", submit);
              }
              empty = el("p", {text: "No card is presented."});
              element.append(el("label", {class: "cdi-tuning-row"}, [el("span", {text: "Card"}), cardSelect]),
                empty, form);
              render(false);
            },
            receive(message) {
              if (Array.isArray(message.cards)) {
                cards = message.cards;
                if (!cards.some((c) => c.id === selected)) selected = cards.length ? cards[cards.length - 1].id : null;
                render(false);
                return;
              }
              if (message.error) say([message.error], "error");
              say(message.warnings || [], "warning");
              if (message.state) {
                cards = cards.map((c) => (c.id === message.state.id ? message.state : c));
                if (message.state.id === selected) render(true);
              }
              if (message.reply === "copy" && typeof message.swift === "string") copy(message.swift);
              else if ((message.reply === "set" || message.reply === "reset") && !message.error && !(message.warnings || []).length) {
                status.textContent = message.reply === "reset" ? "Reset to the presented configuration." : "Applied.";
              }
            },
          });
        })();
        """#
}
