import CardDeckTerminal
import CardDeckViews
import CardDeckWeb
import FirstAppKit
import Glibc

// The reading list, live: in this terminal (drag and tap with the mouse, q quits), or with
// --web served to a browser at the URL printed first.
AppStyle.apply()
let standardOutput = FileDescriptorOutput(fileDescriptor: STDOUT_FILENO)
let standardError = FileDescriptorOutput(fileDescriptor: STDERR_FILENO)
let window = Window(
    size: Size(width: 390, height: 844),
    safeAreaInsets: EdgeInsets(top: 47, left: 0, bottom: 34, right: 0),
    clock: SystemClock())
window.rootViewController = BookListController()

do {
    if CommandLine.arguments.dropFirst().contains("--web") {
        var configuration = WebServerConfiguration()
        configuration.page = WebPage.html
        let server = try WebServer(configuration: configuration)
        // Written straight to the descriptor: print's buffer would keep the URL from a pipe.
        try standardOutput.write(Array("Open \(server.url)\nCtrl-C stops the server.\n".utf8))
        try WebSession(window: window, transport: server).run()
    } else {
        let session = try TerminalSession.live(window: window)
        session.windowSizing = .centered
        session.renderer.statusLine = "Tap a book · drag its card · Filters · q quits"
        try session.run()
    }
} catch {
    try? standardError.write(Array("\(error)\n".utf8))
    exit(1)
}
