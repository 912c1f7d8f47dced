extension TreeSection {
    /// The section's page script: the outline as an ARIA tree that applies the operations in
    /// place (one element per row, never rebuilt), the node outlines in the overlay, and pick
    /// mode. Arrow keys move through the rows (Left and Right close and open a row or go to
    /// its parent and first child), Home and End go to the ends, Enter or Space selects, and
    /// Escape ends pick mode.
    static let pageScript = #"""
        (() => {
          const SVG = "http://www.w3.org/2000/svg";
          const rows = new Map();
          const stats = { ops: 0, resets: 0, hits: 0 };
          let inspector = null, tree = null, pickButton = null, picked = null;
          let hoverBox = null, selectBox = null, pickBox = null;
          let selected = null, hovered = null, active = null;
          let picking = false, waiting = false, nextPoint = null, hot = null;

          const style = document.createElement("style");
          style.textContent = `
            #cd-tree, #cd-tree ul { list-style: none; margin: 0; padding: 0; }
            #cd-tree ul { padding-left: 10px; border-left: 1px solid #2c2c2e; margin-left: 5px; }
            #cd-tree li.cd-closed > ul { display: none; }
            .cd-row { display: flex; gap: 6px; align-items: baseline; padding: 1px 4px;
              border-radius: 4px; white-space: nowrap; cursor: default; overflow: hidden; }
            .cd-row > *, .cd-row::before { flex: none; }
            #cd-tree li:focus { outline: none; }
            #cd-tree li:focus-visible > .cd-row { outline: 2px solid #0a84ff; outline-offset: -2px; }
            #cd-tree li[aria-selected="true"] > .cd-row { background: #0a84ff33; }
            #cd-tree li > .cd-row:hover { background: #ffffff14; }
            #cd-tree li.cd-hot > .cd-row { background: #ff9f0a40; }
            #cd-tree li[aria-expanded] > .cd-row::before { content: "\\25BE"; color: #8e8e93; width: 9px; }
            #cd-tree li.cd-closed > .cd-row::before { content: "\\25B8"; }
            #cd-tree li:not([aria-expanded]) > .cd-row::before { content: ""; width: 9px; }
            .cd-type { color: #64d2ff; }
            .cd-row > .cd-label { color: #e5e5ea; overflow: hidden; text-overflow: ellipsis;
              flex: 0 1 auto; min-width: 2em; }
            .cd-row > .cd-ident { color: #ffd60a; overflow: hidden; text-overflow: ellipsis;
              flex: 0 1 auto; min-width: 3em; }
            .cd-frame { color: #8e8e93; margin-left: auto; padding-left: 8px; }
            .cd-row > span:empty { display: none; }
            li.cd-hidden > .cd-row { opacity: .5; }
            .cd-tree-bar { display: flex; gap: 8px; align-items: center; margin: 2px 0 6px; }
            #cd-tree-picked { color: #8e8e93; overflow: hidden; text-overflow: ellipsis; white-space: nowrap; }
            #cd-tree-overlay rect { fill: none; vector-effect: non-scaling-stroke; }
            #cd-tree-overlay .cd-hover { stroke: #64d2ff; stroke-width: 1.5; stroke-dasharray: 4 3;
              fill: #64d2ff1a; }
            #cd-tree-overlay .cd-selected { stroke: #0a84ff; stroke-width: 2; }
            #cd-tree-overlay .cd-pick { stroke: #ff9f0a; stroke-width: 2; fill: #ff9f0a22; }
          `;
          document.head.appendChild(style);

          const number = (v) => Number.isInteger(v) ? String(v) : v.toFixed(1);
          function box(className) {
            const r = document.createElementNS(SVG, "rect");
            r.setAttribute("class", className);
            r.style.display = "none";
            return r;
          }
          function outline(r, frame) {
            if (!frame) { r.style.display = "none"; return; }
            const [x, y, w, h] = frame;
            r.setAttribute("x", x); r.setAttribute("y", y);
            r.setAttribute("width", Math.max(w, 0)); r.setAttribute("height", Math.max(h, 0));
            r.style.display = "";
          }
          const frameOf = (id) => rows.get(id)?._frame || null;
          function describe(li) {
            const label = li._values[0] ? ` “${li._values[0]}”` : "";
            const ident = li._values[1] ? ` #${li._values[1]}` : "";
            return `${li._type}${label}${ident}`;
          }

          function make(id, type) {
            const li = document.createElement("li");
            li.setAttribute("role", "treeitem");
            li.setAttribute("aria-selected", "false");
            li.tabIndex = -1;
            li.dataset.id = id;
            li._id = id;
            li._type = type;
            const row = document.createElement("div");
            row.className = "cd-row";
            row.innerHTML = '<span class="cd-type"></span><span class="cd-label"></span>' +
              '<span class="cd-ident"></span><span class="cd-frame cd-num"></span>';
            row.children[0].textContent = type;
            const group = document.createElement("ul");
            group.setAttribute("role", "group");
            li.append(row, group);
            li._row = row;
            li._group = group;
            li._values = [];
            return li;
          }
          function setValues(li, values) {
            const [label, ident, hidden, x, y, w, h] = values;
            const spans = li._row.children;
            if (li._values[0] !== label) spans[1].textContent = label ? `“${label}”` : "";
            if (li._values[1] !== ident) spans[2].textContent = ident ? `#${ident}` : "";
            li.classList.toggle("cd-hidden", hidden === 1);
            spans[3].textContent = `${number(x)}, ${number(y)} · ${number(w)}×${number(h)}`;
            li._values = values;
            li._frame = [x, y, w, h];
            if (li._id === hovered) outline(hoverBox, li._frame);
            if (li._id === selected) outline(selectBox, li._frame);
          }
          function groupChanged(li) {
            if (!li) return;
            if (li._group.childElementCount > 0) {
              if (!li.hasAttribute("aria-expanded")) li.setAttribute("aria-expanded", "true");
            } else {
              li.removeAttribute("aria-expanded");
              li.classList.remove("cd-closed");
            }
          }
          function place(li, parent, index) {
            const owner = parent === 0 ? null : rows.get(parent);
            const list = parent === 0 ? tree : owner?._group;
            if (!list) return;
            list.insertBefore(li, list.children[index] || null);
            groupChanged(owner);
          }
          function forget(li) {
            rows.delete(li._id);
            for (const child of li._group.children) forget(child);
            if (li._id === selected) select(null, true);
            if (li._id === hovered) hover(null);
            if (li._id === active) active = null;
          }
          function detach(li) {
            const owner = li.parentElement?.closest("li");
            li.remove();
            groupChanged(owner);
          }
          function apply(op) {
            stats.ops += 1;
            switch (op[0]) {
              case "0":
                stats.resets += 1;
                for (const li of tree.children) forget(li);
                rows.clear();
                tree.replaceChildren();
                break;
              case "+": {
                const old = rows.get(op[1]);
                if (old) { forget(old); detach(old); }
                const li = make(op[1], op[4]);
                rows.set(op[1], li);
                setValues(li, op.slice(5));
                place(li, op[2], op[3]);
                break;
              }
              case "m": {
                const li = rows.get(op[1]);
                if (li) { detach(li); place(li, op[2], op[3]); }
                break;
              }
              case "-": {
                const li = rows.get(op[1]);
                if (li) { forget(li); detach(li); }
                break;
              }
              case "u": {
                const li = rows.get(op[1]);
                if (li) setValues(li, op.slice(2));
                break;
              }
              case "f": {
                const li = rows.get(op[1]);
                if (li) setValues(li, [...li._values.slice(0, 3), ...op.slice(2)]);
                break;
              }
            }
          }

          // The rows a keyboard reaches: every row not inside a closed one.
          const visible = () => [...tree.querySelectorAll('li[role="treeitem"]')]
            .filter((li) => !li.parentElement.closest("li.cd-closed"));
          function activate(li, focus) {
            if (!li) return;
            const old = rows.get(active);
            if (old && old !== li) old.tabIndex = -1;
            li.tabIndex = 0;
            active = li._id;
            if (focus) { li.focus({ preventScroll: true }); li._row.scrollIntoView({ block: "nearest" }); }
          }
          function ensureActive() {
            if (active !== null && rows.has(active)) return;
            const first = tree.querySelector('li[role="treeitem"]');
            if (first) activate(first, false);
          }
          function hover(id) {
            hovered = id;
            outline(hoverBox, id === null ? null : frameOf(id));
          }
          function select(id, quiet) {
            if (selected !== null) rows.get(selected)?.setAttribute("aria-selected", "false");
            selected = id;
            const li = id === null ? null : rows.get(id);
            outline(selectBox, li ? li._frame : null);
            picked.textContent = li ? describe(li) : "";
            if (li) {
              li.setAttribute("aria-selected", "true");
              for (let up = li.parentElement?.closest("li"); up; up = up.parentElement?.closest("li")) {
                up.classList.remove("cd-closed");
                if (up.hasAttribute("aria-expanded")) up.setAttribute("aria-expanded", "true");
              }
              activate(li, false);
              li._row.scrollIntoView({ block: "nearest" });
            }
            if (!quiet) inspector.emit("node", id);
          }
          function setOpen(li, open) {
            if (!li.hasAttribute("aria-expanded")) return false;
            li.classList.toggle("cd-closed", !open);
            li.setAttribute("aria-expanded", String(open));
            return true;
          }
          function key(e) {
            const li = e.target.closest('li[role="treeitem"]');
            if (!li) return;
            const list = visible();
            const at = list.indexOf(li);
            let next = null;
            switch (e.key) {
              case "ArrowDown": next = list[at + 1]; break;
              case "ArrowUp": next = list[at - 1]; break;
              case "Home": next = list[0]; break;
              case "End": next = list[list.length - 1]; break;
              case "ArrowRight":
                if (li.classList.contains("cd-closed")) setOpen(li, true);
                else next = li._group.firstElementChild;
                break;
              case "ArrowLeft":
                if (li.hasAttribute("aria-expanded") && !li.classList.contains("cd-closed")) setOpen(li, false);
                else next = li.parentElement.closest("li");
                break;
              case "Enter": case " ": select(li._id, false); break;
              default: return;
            }
            e.preventDefault();
            if (next) { activate(next, true); hover(next._id); }
          }

          function setPicking(on) {
            picking = on;
            pickButton.setAttribute("aria-pressed", String(on));
            inspector.overlay.classList.toggle("cd-picking", on);
            if (!on) { outline(pickBox, null); nextPoint = null; mark(null); }
          }
          // The row of the node under the pointer while picking.
          function mark(id) {
            if (hot !== null) rows.get(hot)?.classList.remove("cd-hot");
            hot = id;
            const li = id === null ? null : rows.get(id);
            if (li) { li.classList.add("cd-hot"); li._row.scrollIntoView({ block: "nearest" }); }
          }
          function ask(kind, point) {
            if (kind === "hit" && waiting) { nextPoint = point; return; }
            waiting = true;
            inspector.send({ do: kind, x: point[0], y: point[1] });
          }
          function answer(message) {
            stats.hits += 1;
            waiting = false;
            if (message.pick) {
              setPicking(false);
              select(message.hit, false);
              const li = rows.get(message.hit);
              if (li) li.focus({ preventScroll: true });
              return;
            }
            if (picking) {
              outline(pickBox, message.hit === null ? null : message.frame);
              mark(message.hit);
            }
            if (picking && nextPoint) { const point = nextPoint; nextPoint = null; ask("hit", point); }
          }

          function mount(element, api) {
            inspector = api;
            element.innerHTML = '<div class="cd-tree-bar"><button type="button" id="cd-tree-pick" ' +
              'aria-pressed="false" title="Pick a node on the phone (Esc stops)">Pick</button>' +
              '<span id="cd-tree-picked" aria-live="polite"></span></div>' +
              '<ul role="tree" id="cd-tree" aria-label="View tree"></ul>';
            tree = element.querySelector("#cd-tree");
            pickButton = element.querySelector("#cd-tree-pick");
            picked = element.querySelector("#cd-tree-picked");
            const g = document.createElementNS(SVG, "g");
            g.id = "cd-tree-overlay";
            hoverBox = box("cd-hover");
            selectBox = box("cd-selected");
            pickBox = box("cd-pick");
            g.append(selectBox, hoverBox, pickBox);
            api.overlay.appendChild(g);

            pickButton.addEventListener("click", () => setPicking(!picking));
            tree.addEventListener("keydown", key);
            tree.addEventListener("click", (e) => {
              const li = e.target.closest('li[role="treeitem"]');
              if (!li) return;
              if (e.target === li._row && e.offsetX < 12 && setOpen(li, li.classList.contains("cd-closed"))) return;
              activate(li, true);
              select(li._id, false);
            });
            tree.addEventListener("mouseover", (e) => {
              const li = e.target.closest('li[role="treeitem"]');
              if (li) hover(li._id);
            });
            tree.addEventListener("mouseleave", () => hover(null));
            tree.addEventListener("focusin", (e) => {
              const li = e.target.closest('li[role="treeitem"]');
              if (li) { activate(li, false); hover(li._id); }
            });
            // In pick mode the overlay takes the pointer: nothing reaches the app.
            const overlay = api.overlay;
            overlay.addEventListener("pointermove", (e) => {
              if (picking) ask("hit", api.toWindow(e.clientX, e.clientY));
            });
            overlay.addEventListener("pointerdown", (e) => {
              if (!picking) return;
              e.preventDefault();
              e.stopPropagation();
              waiting = false;
              nextPoint = null;
              ask("pick", api.toWindow(e.clientX, e.clientY));
            });
            addEventListener("keydown", (e) => {
              if (picking && e.key === "Escape") { setPicking(false); e.preventDefault(); e.stopImmediatePropagation(); }
            }, true);
            api.on("node", (id) => { if (id !== selected && (id === null || rows.has(id))) select(id, true); });
          }

          function receive(message) {
            if (message.ops) {
              for (const op of message.ops) apply(op);
              ensureActive();
            }
            if ("hit" in message) answer(message);
          }

          CardDeckInspector.register("tree", { mount, receive });
          window.cardDeckTree = {
            get stats() { return { ...stats, rows: rows.size }; },
            get selected() { return selected; },
            get picking() { return picking; },
            row: (id) => rows.get(id) || null,
          };
        })();
        """#
}
