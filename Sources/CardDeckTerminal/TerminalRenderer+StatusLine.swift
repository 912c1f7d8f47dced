extension TerminalRenderer {
    /// Whether ``statusLine`` changed since the latest frame drew it. A frame draws it, and a
    /// window at rest commits no frame, so whoever runs the window (``TerminalSession``) draws
    /// it with ``redraw(_:)``: a key that changes the status line shows at once.
    var statusLineNeedsDrawing: Bool {
        rasterizer.drawnStatusLine.text != rasterizer.statusLine
    }
}
