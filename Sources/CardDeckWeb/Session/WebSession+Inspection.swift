import CardDeckViews

extension WebSession {
    /// The engine's presented frame of every node with an accessibility identifier, for tests
    /// that compare it with the page: `f` is the frame of the latest patch, which a page that
    /// has applied it shows (later frames changed nothing visible).
    func inspection() -> WebPatchEncoder {
        var encoder = WebPatchEncoder()
        encoder.append("{\"t\":\"inspect\",\"f\":")
        encoder.number(Double(latestPatchFrame))
        encoder.append(",\"nodes\":[")
        var first = true
        var stack = [window.root]
        while let node = stack.popLast() {
            stack.append(contentsOf: node.subviews.reversed())
            guard let name = node.accessibilityIdentifier else { continue }
            let frame = node.presentedFrameInWindow
            encoder.append(first ? "[" : ",[")
            encoder.number(Double(node.id.rawValue))
            encoder.append(",")
            encoder.string(name)
            for value in [frame.minX, frame.minY, frame.width, frame.height] {
                encoder.append(",")
                encoder.number(value.isFinite ? (value * 1_000).rounded() / 1_000 : 0)
            }
            encoder.append("]")
            first = false
        }
        encoder.append("]}")
        return encoder
    }
}
