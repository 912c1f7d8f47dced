extension InspectorPage {
    /// The panel's width beside the phone, as CSS: a third of the viewport, from 400 to 520
    /// pixels.
    public static let panelWidth = "clamp(400px, 34vw, 520px)"

    /// The panel's style: beside the phone on a wide screen, below it on a narrow or portrait
    /// one (``belowQuery``); the overlay over the phone.
    static let style = """
        #cd-panel { position: fixed; right: 0; top: 0; bottom: 0; width: \(panelWidth);
          box-sizing: border-box; overflow: auto; background: #141416; color: #e5e5ea;
          border-left: 1px solid #3a3a3c; font: 13px/1.35 system-ui, -apple-system, sans-serif;
          touch-action: pan-y; -webkit-user-select: text; user-select: text;
          overscroll-behavior: contain; }
        body.cd-inspecting #status { right: \(panelWidth); }
        @media \(belowQuery) {
          #cd-panel { left: 0; width: auto; top: auto; height: 45vh; border-left: 0;
            border-top: 1px solid #3a3a3c; }
          body.cd-inspecting #status { right: 0; bottom: 45vh; }
        }
        #cd-overlay { position: absolute; left: 0; top: 0; transform-origin: 0 0;
          overflow: visible; pointer-events: none; z-index: 2; }
        #cd-overlay.cd-picking { pointer-events: all; cursor: crosshair; }
        #cd-header { position: sticky; top: 0; z-index: 1; display: flex; gap: 8px;
          align-items: baseline; padding: 8px 10px; background: #1c1c1e;
          border-bottom: 1px solid #3a3a3c; }
        #cd-header h1 { margin: 0; font-size: 14px; font-weight: 600; }
        #cd-mode { color: #ffd60a; }
        .cd-hint { margin-left: auto; color: #8e8e93; font-size: 11px; }
        .cd-section { border-bottom: 1px solid #2c2c2e; }
        .cd-section h2 { margin: 0; font-size: 13px; }
        .cd-fold { all: unset; box-sizing: border-box; display: block; width: 100%;
          padding: 6px 10px; font-weight: 600; cursor: pointer; }
        .cd-fold::before { content: "\\25BE  "; color: #8e8e93; }
        .cd-fold[aria-expanded="false"]::before { content: "\\25B8  "; }
        .cd-fold:focus-visible { outline: 2px solid #0a84ff; outline-offset: -2px; }
        .cd-section > .cd-body { padding: 0 10px 8px; }
        .cd-fold[aria-expanded="false"] ~ .cd-body, h2:has(> [aria-expanded="false"]) + .cd-body
          { display: none; }
        #cd-panel button:not(.cd-fold), #cd-panel input, #cd-panel select {
          font: inherit; color: inherit; background: #2c2c2e; border: 1px solid #48484a;
          border-radius: 5px; padding: 2px 8px; }
        #cd-panel button:not(.cd-fold):focus-visible, #cd-panel input:focus-visible,
          #cd-panel select:focus-visible { outline: 2px solid #0a84ff; }
        #cd-panel [aria-pressed="true"] { background: #0a84ff; border-color: #0a84ff; }
        .cd-num { font-variant-numeric: tabular-nums; }

        """

    /// The media query under which the panel goes below the phone: a window narrower than
    /// 720 CSS pixels, or taller than wide.
    public static let belowQuery = "(max-width: 720px), (orientation: portrait)"
}
