import CardDeckViews

/// The host's record of one element as the page has it: its node, where it sits and the
/// style the page last received.
struct WebElement {
    /// The node the element draws.
    let node: ViewNode
    /// The id the page knows the element by: the node's id.
    let id: UInt64
    /// The element's parent on the page, or `nil` for the root (whose parent is the window)
    /// and for an element about to be removed.
    var parent: ObjectIdentifier?
    /// The element's children on the page, in order.
    var children: [ObjectIdentifier] = []
    /// The style the page last received.
    var style: WebStyle

    @MainActor
    init(node: ViewNode, parent: ObjectIdentifier?, style: WebStyle) {
        self.node = node
        self.id = node.id.rawValue
        self.parent = parent
        self.style = style
    }
}
