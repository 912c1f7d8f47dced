extension CardsSection {
    /// The section's page script: the card list (one group per stack and presentation
    /// context, one button per card) and its drawing in the overlay's own `<g>`. It places
    /// the numbers and points Swift sends; it computes none.
    static let cardsScript = #"""
        (() => {
          const SVG = "http://www.w3.org/2000/svg";
          const svg = (name, attributes) => {
            const node = document.createElementNS(SVG, name);
            for (const key in attributes) node.setAttribute(key, attributes[key]);
            return node;
          };
          const html = (name, className, text) => {
            const node = document.createElement(name);
            if (className) node.className = className;
            if (text !== undefined) node.textContent = text;
            return node;
          };
          const term = (list, name, value) => {
            list.appendChild(html("dt", null, name));
            const description = html("dd", null, value);
            list.appendChild(description);
            return description;
          };
          const style = `
            .cd-cards-stack h3 { font: 600 12px system-ui; margin: 8px 0 4px; }
            .cd-card-row { display: flex; gap: 8px; width: 100%; text-align: start;
              font: 12px system-ui; padding: 4px 6px; border: 1px solid #8884; border-radius: 4px;
              background: transparent; color: inherit; cursor: pointer; }
            .cd-card-row[aria-pressed="true"] { border-color: #0a84ff; background: #0a84ff22; }
            .cd-card-activity { margin-inline-start: auto; font-weight: 600; }
            .cd-card-details { display: grid; grid-template-columns: max-content 1fr; gap: 2px 8px;
              font: 11px ui-monospace, monospace; margin: 4px 0 8px 8px; white-space: pre-wrap; }
            .cd-card-details dt { opacity: 0.7; }
            .cd-card-details dd { margin: 0; }
            .cd-cards-release { font: 12px system-ui; margin: 4px 0; min-height: 1.2em; }
            .cd-cards-overlay { pointer-events: none; font: 10px system-ui; }
            .cd-cards-overlay line { stroke-width: 1; vector-effect: non-scaling-stroke; }
            .cd-cards-overlay .detent line { stroke: #0a84ff; stroke-dasharray: 4 3; }
            .cd-cards-overlay .detent text { fill: #0a84ff; }
            .cd-cards-overlay .selected line { stroke: #0a84ff; }
            .cd-cards-overlay .selected text { fill: #0a84ff; font-weight: 600; }
            .cd-cards-overlay .threshold line { stroke: #ff375f; stroke-dasharray: 2 2; }
            .cd-cards-overlay .threshold text { fill: #ff375f; }
            .cd-cards-overlay .release line { stroke: #ff9f0a; stroke-width: 2; }
            .cd-cards-overlay .release text { fill: #ff9f0a; font-weight: 600; }
            .cd-cards-overlay .velocity line { stroke: #30d158; stroke-width: 2; }
            .cd-cards-overlay .velocity text { fill: #30d158; font-weight: 600; }
            .cd-cards-overlay text { paint-order: stroke; stroke: #000a; stroke-width: 2px; }
          `;
          CardDeckInspector.register("cards", {
            mount(element, inspector) {
              this.inspector = inspector;
              this.selected = null;
              this.rows = new Map();
              element.appendChild(html("style", null, style));
              this.release = html("p", "cd-cards-release");
              this.release.setAttribute("aria-live", "polite");
              this.list = html("div", "cd-cards-list");
              this.list.appendChild(html("p", null, "No card is presented."));
              element.append(this.release, this.list);
              this.layer = svg("g", { class: "cd-cards-overlay" });
              const defs = svg("defs", {});
              const head = svg("marker", { id: "cd-cards-arrow", viewBox: "0 0 10 10", refX: 9,
                refY: 5, markerWidth: 6, markerHeight: 6, orient: "auto-start-reverse" });
              head.appendChild(svg("path", { d: "M0 0 L10 5 L0 10 z", fill: "#30d158" }));
              defs.appendChild(head);
              this.lines = svg("g", {});
              this.arrows = svg("g", {});
              this.marks = svg("g", {});
              this.layer.append(defs, this.lines, this.arrows, this.marks);
              inspector.overlay.appendChild(this.layer);
              inspector.on("card", (id) => this.highlight(id));
            },
            receive(message) {
              if (message.rows) this.showRows(message.rows);
              if (message.live) this.showLive(message.live);
              if (message.releases) message.releases.forEach((release) => this.showRelease(release));
            },
            select(id) {
              this.highlight(id);
              this.inspector.emit("card", id);
            },
            highlight(id) {
              this.selected = id;
              for (const [key, row] of this.rows) {
                row.button.setAttribute("aria-pressed", String(key === id));
              }
            },
            drawLine(parent, line, className) {
              const [kind, label, x1, y1, x2, y2, lx, ly, ends] = line;
              const group = svg("g", { class: className || kind });
              group.appendChild(svg("line", { x1, y1, x2, y2 }));
              const text = svg("text", { x: lx + (ends ? -4 : 4), y: ly - 3,
                "text-anchor": ends ? "end" : "start" });
              text.textContent = label;
              group.appendChild(text);
              parent.appendChild(group);
              return group;
            },
            showRows(rows) {
              this.list.textContent = "";
              this.lines.textContent = "";
              this.rows.clear();
              if (rows.length === 0) this.list.appendChild(html("p", null, "No card is presented."));
              let group = null;
              let key = null;
              for (const row of rows) {
                if (row.stack + "|" + row.context !== key) {
                  key = row.stack + "|" + row.context;
                  group = html("section", "cd-cards-stack");
                  group.appendChild(html("h3", null, "Stack " + row.stack + " · " + row.context));
                  this.list.appendChild(group);
                }
                const button = html("button", "cd-card-row");
                button.type = "button";
                button.dataset.card = row.id;
                button.append(html("span", null, "Card #" + row.id + " · level " + row.level
                  + " · " + row.edge));
                const activity = html("span", "cd-card-activity");
                button.appendChild(activity);
                button.setAttribute("aria-pressed", String(this.selected === row.id));
                button.addEventListener("click", () => this.select(row.id));
                const details = html("dl", "cd-card-details");
                term(details, "Selected", row.selected);
                term(details, "Detents", row.detents.map((d) => d[0] + " " + d[1] + " pt (top "
                  + d[2] + ")").join("\n"));
                term(details, "Release", row.behavior);
                term(details, "Differs", row.config.length ? row.config.join("\n") : "nothing");
                const position = term(details, "Position", "");
                group.append(button, details);
                this.rows.set(row.id, { button, activity, position });
                for (const line of row.lines) this.drawLine(this.lines, line);
              }
            },
            showLive(states) {
              this.arrows.textContent = "";
              for (const state of states) {
                const row = this.rows.get(state.id);
                if (row) {
                  row.activity.textContent = state.activity;
                  row.position.textContent = "frame " + state.frame.join(", ") + "\ndetent "
                    + state.detent + " · dismissal " + state.dismissal;
                }
                if (state.velocity) {
                  const [x1, y1, x2, y2, label] = state.velocity;
                  const group = svg("g", { class: "velocity" });
                  group.appendChild(svg("line", { x1, y1, x2, y2,
                    "marker-end": "url(#cd-cards-arrow)" }));
                  const text = svg("text", { x: x2 + 6, y: y2 - 6 });
                  text.textContent = label;
                  group.appendChild(text);
                  this.arrows.appendChild(group);
                }
              }
            },
            showRelease(release) {
              this.release.textContent = release.summary;
              const mark = this.drawLine(this.marks, release.line);
              mark.dataset.card = release.id;
              const rule = svg("text", { x: release.line[6] + (release.line[8] ? -4 : 4),
                y: release.line[7] + 12, "text-anchor": release.line[8] ? "end" : "start" });
              rule.textContent = release.behavior + ": " + release.numbers.join(", ");
              mark.appendChild(rule);
              setTimeout(() => mark.remove(), 4000);
            },
          });
        })();
        """#
}
