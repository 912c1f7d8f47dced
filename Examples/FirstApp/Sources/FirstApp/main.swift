import CardDeckTerminal
import CardDeckViews
import CardDeckWeb
import FirstAppKit
import Glibc

// The reading list, live: in this terminal (drag and tap with the mouse, q quits), or with
// --web served to a browser at the URL printed first.
AppStyle.apply()
let window = Window(
    size: Size(width: 390, height: 844),
    safeAreaInsets: EdgeInsets(top: 47, left: 0, bottom: 34, right: 0),
    clock: SystemClock())
window.rootViewController = BookListController()

do {
    if CommandLine.arguments.dropFirst().contains("--web") {
        var configuration = WebServerConfiguration()
        configuration.page = WebPage.html
        // The first free port of 8400-8409, so a bookmarked URL keeps working between runs.
        let server = try WebServer.firstFree(in: 8400...8409, configuration: configuration)
        // LineWriter writes at once: print's buffer would keep the URL from a pipe.
        LineWriter.standardOutput.line("Open \(server.url)")
        LineWriter.standardOutput.line("Ctrl-C stops the server.")
        try WebSession(window: window, transport: server).run()
    } else {
        let session = try TerminalSession.live(window: window)
        session.windowSizing = .centered
        session.renderer.statusLine = "Tap a book · drag its card · Filters · q quits"
        try session.run()
    }
} catch {
    LineWriter.standardError.line("FirstApp: \(error)")
    exit(1)
}
