import CardDeckWeb
import Foundation

/// The inspector's page: the web host's page (`WebPage`) with the phone window at a fixed
/// size on the left, the panel on the right (below it on a narrow or portrait screen), an
/// overlay over the phone, the page runtime the sections' scripts register with, and every
/// section's script.
///
/// The runtime is a global `CardDeckInspector`; a section's script calls
/// `CardDeckInspector.register(name, { mount(element, inspector), receive(message) })` once.
/// `mount` gets the section's own container in the panel and the section's `inspector`:
/// - `send(object)` sends a command: the runtime sets its `t` to `i.<name>`;
/// - `overlay`, an SVG element over the phone whose user units are window points (the
///   window's own transform); each section draws in a `<g>` of its own;
/// - `on(event, fn)` and `emit(event, detail)`, events between sections (`node`, `card`,
///   `seek`, and `fit` when the phone moved or was scaled);
/// - `phone`, the element that holds the phone window;
/// - `controls`, whether this page controls the window (a watching page is read-only);
/// - `toWindow(clientX, clientY)`, a pointer's position in window points.
///
/// `receive` gets every message of type `i.<name>`, parsed. Keys pressed while focus is in
/// the panel stay in the panel; F6 moves focus between the phone and the panel.
public enum InspectorPage {
    /// The page with these sections' containers, in order, and their scripts.
    ///
    /// - Parameter sections: The sections.
    /// - Returns: The page's HTML.
    @MainActor
    public static func html(sections: [any InspectorSection]) -> String {
        var page = WebPage.html
        page = page.replacingFirst(
            "<title>CardDeck</title>", with: "<title>CardDeck Inspector</title>")
        page = page.replacingFirst("</head>", with: "<style>\n\(style)</style>\n</head>")
        var tail = panel(sections.map(\.name))
        tail += "<script>\n\(runtime)</script>\n"
        for section in sections {
            tail += "<script>\n\"use strict\";\n\(section.script)\n</script>\n"
        }
        return page.replacingLast("</body>", with: tail + "</body>")
    }

    /// The overlay and the panel, with an empty container per section.
    static func panel(_ names: [String]) -> String {
        var html = """
            <svg id="cd-overlay" aria-hidden="true"></svg>
            <aside id="cd-panel" data-keeps-focus aria-label="Inspector">
            <header id="cd-header"><h1>Inspector</h1>
            <span id="cd-mode" role="status"></span>
            <span class="cd-hint">F6: phone \u{2194} panel</span></header>

            """
        for name in names {
            let title = name.prefix(1).uppercased() + name.dropFirst()
            html += """
                <section class="cd-section" data-section="\(name)" aria-labelledby="cd-h-\(name)">
                <h2 id="cd-h-\(name)"><button type="button" class="cd-fold" aria-expanded="true">\(title)</button></h2>
                <div class="cd-body"></div>
                </section>

                """
        }
        return html + "</aside>\n"
    }
}

extension String {
    fileprivate func replacingFirst(_ target: String, with replacement: String) -> String {
        guard let range = range(of: target) else { return self }
        return replacingCharacters(in: range, with: replacement)
    }

    fileprivate func replacingLast(_ target: String, with replacement: String) -> String {
        guard let range = range(of: target, options: .backwards) else { return self }
        return replacingCharacters(in: range, with: replacement)
    }
}
