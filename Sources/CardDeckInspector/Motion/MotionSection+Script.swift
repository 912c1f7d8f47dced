extension MotionSection {
    /// The section's page script: an SVG plot of each card's extent over the last four
    /// seconds, a thin line through the frames shown, over a wide pale band: the sampled curve
    /// of each motion the engine followed (one that was interrupted drawn up to where it was
    /// left; the running one ahead of the latest frame, to where the engine is taking the
    /// card), and the frame intervals below with missed frames in red. It places the times and extents Swift sends; it computes none of
    /// them.
    static let motionScript = #"""
        (() => {
          const SVG = "http://www.w3.org/2000/svg";
          const svg = (name, attributes) => {
            const node = document.createElementNS(SVG, name);
            for (const key in attributes) node.setAttribute(key, attributes[key]);
            return node;
          };
          const SPAN = 4, W = 320, H = 150, FH = 50;
          const colors = ["#0a84ff", "#ff9f0a", "#30d158", "#bf5af2", "#ff375f"];
          const style = `
            .cd-motion figure { margin: 0; }
            .cd-motion svg { width: 100%; height: auto; background: #8881; border-radius: 4px; }
            .cd-motion .series { fill: none; stroke-width: 1.5; vector-effect: non-scaling-stroke; }
            .cd-motion .curve { fill: none; stroke-width: 7; stroke-linecap: round;
              stroke-linejoin: round; opacity: 0.3; }
            .cd-motion .target { stroke-width: 0.5; stroke-dasharray: 1 2; }
            .cd-motion .interval { fill: #8888; }
            .cd-motion .cost { fill: #5ac8fa; }
            .cd-motion .missed { fill: #ff375f; }
            .cd-motion .budget { stroke: #30d158; stroke-width: 0.5; }
            .cd-motion p { font: 11px ui-monospace, monospace; margin: 4px 0; white-space: pre-wrap; }
          `;
          CardDeckInspector.register("motion", {
            mount(element, inspector) {
              element.classList.add("cd-motion");
              const sheet = document.createElement("style");
              sheet.textContent = style;
              element.appendChild(sheet);
              const figure = document.createElement("figure");
              this.plot = svg("svg", { viewBox: `0 0 ${W} ${H}`, role: "img",
                "aria-label": "Each card's extent over the last four seconds" });
              this.curveLayer = svg("g", {});
              this.seriesLayer = svg("g", {});
              this.plot.append(this.curveLayer, this.seriesLayer);
              this.framePlot = svg("svg", { viewBox: `0 0 ${W} ${FH}`, role: "img",
                "aria-label": "Time from frame to frame; missed frames in red" });
              this.timing = document.createElement("p");
              this.stats = document.createElement("p");
              this.stats.setAttribute("aria-live", "off");
              figure.append(this.plot, this.framePlot);
              element.append(figure, this.timing, this.stats);
              this.series = new Map();
              this.curves = new Map();
              this.frames = [];
              this.now = 0;
              this.rate = 120;
              this.missedTotal = 0;
            },
            receive(message) {
              if (message.reset) {
                // Another window (the timeline's past, or a resumed branch): its clock is not
                // this history's.
                this.series.clear(); this.curves.clear(); this.frames = []; this.missedTotal = 0;
              }
              this.now = message.time;
              this.rate = message.rate;
              const present = new Set();
              for (const [id, extent] of message.cards) {
                present.add(id);
                if (!this.series.has(id)) this.series.set(id, []);
                this.series.get(id).push([message.time, extent]);
              }
              for (const id of [...this.series.keys()]) {
                if (!present.has(id)) { this.series.delete(id); this.curves.delete(id); }
              }
              // A motion followed no more (ended, or interrupted) is drawn up to this frame.
              for (const id of message.ended || []) {
                const last = (this.curves.get(id) || []).at(-1);
                if (last && last.until === undefined) last.until = message.time;
              }
              if (message.ms !== undefined) {
                this.frames.push([message.time, message.ms, message.missed, message.costMs]);
                this.missedTotal += message.missed;
              }
              for (const curve of message.curves || []) {
                // A new motion takes over from the one before it at this frame.
                if (!this.curves.has(curve.id)) this.curves.set(curve.id, []);
                const list = this.curves.get(curve.id);
                const last = list.at(-1);
                if (last && last.until === undefined) last.until = message.time;
                list.push(curve);
              }
              const since = this.now - SPAN;
              for (const samples of this.series.values()) {
                while (samples.length && samples[0][0] < since) samples.shift();
              }
              for (const list of this.curves.values()) {
                while (list.length > 1 && list[0].until !== undefined && list[0].until < since) {
                  list.shift();
                }
              }
              while (this.frames.length && this.frames[0][0] < since) this.frames.shift();
              const last = this.frames[this.frames.length - 1];
              this.stats.textContent = last
                ? `frame ${last[1]} ms` +
                  (last[3] !== undefined ? ` · engine ${last[3]} ms` : "") +
                  ` · missed ${last[2]} (total ${this.missedTotal}) · ${this.rate} Hz`
                : "";
              if (!this.pending) {
                this.pending = true;
                requestAnimationFrame(() => { this.pending = false; this.draw(); });
              }
            },
            draw() {
              const since = this.now - SPAN;
              let top = 1;
              for (const samples of this.series.values()) {
                for (const sample of samples) top = Math.max(top, sample[1]);
              }
              for (const list of this.curves.values()) {
                for (const curve of list) top = Math.max(top, curve.target);
              }
              const x = (t) => ((t - since) / SPAN) * W;
              const y = (extent) => H - 4 - (extent / top) * (H - 8);
              this.seriesLayer.textContent = "";
              this.curveLayer.textContent = "";
              const texts = [];
              let index = 0;
              for (const [id, samples] of this.series) {
                const color = colors[index++ % colors.length];
                const points = samples.map((s) => `${x(s[0]).toFixed(1)},${y(s[1]).toFixed(1)}`);
                this.seriesLayer.appendChild(svg("polyline", { class: "series", stroke: color,
                  points: points.join(" "), "data-card": id }));
                const list = this.curves.get(id) || [];
                for (const curve of list) {
                  const path = [];
                  const until = curve.until === undefined ? Infinity : curve.until;
                  for (let i = 0; i < curve.points.length && curve.points[i] <= until; i += 2) {
                    path.push(`${x(curve.points[i]).toFixed(1)},${y(curve.points[i + 1]).toFixed(1)}`);
                  }
                  this.curveLayer.appendChild(svg("polyline", { class: "curve", stroke: color,
                    points: path.join(" "), "data-card": id, "data-kind": curve.kind }));
                }
                const curve = list.at(-1);
                if (curve && curve.until === undefined) {
                  this.curveLayer.appendChild(svg("line", { class: "target", stroke: color,
                    x1: 0, x2: W, y1: y(curve.target), y2: y(curve.target) }));
                }
                if (curve) {
                  texts.push(`#${id} ${curve.kind} → ${curve.target} pt from ${curve.start} s: ` +
                    curve.timing + (curve.until === undefined ? "" : ` (left at ${curve.until} s)`));
                }
              }
              this.timing.textContent = texts.join("\n");
              this.framePlot.textContent = "";
              const budget = 2000 / this.rate;
              const fy = (ms) => FH - Math.min(ms / budget, 1) * FH;
              this.framePlot.appendChild(svg("line", { class: "budget", x1: 0, x2: W,
                y1: fy(1000 / this.rate), y2: fy(1000 / this.rate) }));
              for (const [time, interval, missed, cost] of this.frames) {
                const height = FH - fy(interval);
                this.framePlot.appendChild(svg("rect", { class: missed > 0 ? "missed" : "interval",
                  x: x(time) - 0.5, y: FH - height, width: 1, height }));
                if (cost === undefined) continue;
                // The engine's own time for the frame, drawn inside its interval.
                const costHeight = FH - fy(cost);
                this.framePlot.appendChild(svg("rect", { class: "cost",
                  x: x(time) - 0.5, y: FH - costHeight, width: 1, height: costHeight }));
              }
            },
          });
        })();
        """#
}
