extension WebPage {
    /// The part of the page's script that applies the host's ARIA attributes and keeps DOM
    /// focus and the window's focus together. Spliced into ``html`` inside its script, where
    /// `host`, `send` and `elements` are in scope.
    ///
    /// - The element that gets `tabindex="0"` has the window's focus: the page focuses it (a
    ///   roving tabindex; the other reachable elements have `tabindex="-1"`, so a click or a
    ///   screen reader's cursor can focus them, and Tab stays the window's), unless DOM focus
    ///   is inside an element marked `data-keeps-focus` (a panel beside the window).
    /// - When DOM focus moves to another element by any other means, the page sends
    ///   `{t: "focus", id}`, and the window's focus follows; never for the element the page
    ///   focused itself, so the two never pull against each other.
    /// - A text field (`data-input`) gets a real, transparent `<input>` over it, which takes
    ///   its role, name and `tabindex`, has the field's text as its value and its insertion
    ///   point as its caret (`value`, `data-caret`). Focusing it sends `edit: true`: the field
    ///   edits. Keys typed into it go to the window as every key does; text that comes without
    ///   a key (a screen reader's or an input method's) is sent as keys too.
    static let accessibilityScript: String = #"""
          // The node whose element the page focused for the window, or null.
          let focusedID = null;
          function aria(el, attributes) {
            if ("data-input" in attributes) textInput(el, attributes["data-input"]);
            for (const [name, value] of Object.entries(attributes)) {
              const input = el._input;
              if (name === "value") { if (input) input.value = value ?? ""; continue; }
              if (name === "data-caret") {
                if (input) { input._caret = Number(value) || 0; showCaret(input); }
                continue;
              }
              // The input is the field to assistive technology; the element only hides it.
              const target = input && name !== "aria-hidden" && name !== "aria-owns"
                && name !== "data-input" ? input : el;
              if (value === null) target.removeAttribute(name); else target.setAttribute(name, value);
              if (name !== "tabindex") continue;
              // The window's focus moved here: DOM focus follows, so a screen reader says the
              // element (the drawn ring shows where it is).
              // DOM focus inside an element marked data-keeps-focus (a panel beside the window)
              // stays there: the page's keyboard user is working in it.
              if (value === "0") {
                focusedID = el._id;
                const active = document.activeElement;
                if (!active || !active.closest("[data-keeps-focus]")) target.focus({ preventScroll: true });
              }
              else if (focusedID === el._id) focusedID = null;
            }
          }
          function textInput(el, kind) {
            if (kind === null) { if (el._input) { el._input.remove(); el._input = null; } return; }
            if (!el._input) {
              const input = document.createElement("input");
              input.className = "fi";
              input.dataset.node = el._id;
              input.autocomplete = "off";
              input.spellcheck = false;
              input.addEventListener("beforeinput", typed);
              input.addEventListener("focus", () => showCaret(input));
              // After the node's children, so the patches' child indices still hold.
              el.appendChild(input);
              el._input = input;
            }
            el._input.type = kind;
          }
          function showCaret(input) {
            if (document.activeElement !== input) return;
            const at = Math.min(input._caret ?? input.value.length, input.value.length);
            input.setSelectionRange(at, at);
          }
          // Text typed without a key press (a screen reader's, an input method's) goes to the
          // window as keys; the window's text comes back as the value.
          function typed(e) {
            e.preventDefault();
            if (e.inputType === "insertText" && e.data) {
              for (const key of e.data) send({ t: "k", key, ctrl: false, alt: false, shift: false });
            } else if (e.inputType === "deleteContentBackward") {
              send({ t: "k", key: "Backspace", ctrl: false, alt: false, shift: false });
            } else if (e.inputType === "deleteContentForward") {
              send({ t: "k", key: "Delete", ctrl: false, alt: false, shift: false });
            }
          }
          host.addEventListener("focusin", (e) => {
            const edits = e.target.classList.contains("fi");
            let el = e.target;
            while (el && el._id === undefined && el !== host) el = el.parentElement;
            if (!el || el === host || (el._id === focusedID && !edits)) return;
            send(edits ? { t: "focus", id: el._id, edit: true } : { t: "focus", id: el._id });
          });
        """#
}
