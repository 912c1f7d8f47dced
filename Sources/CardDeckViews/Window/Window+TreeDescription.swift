extension Window {
    /// A stable text dump of the presented tree, one node per line, for golden tests.
    ///
    /// Each line shows the node's accessibility identifier (or its type), its presented frame
    /// in the superview's coordinates, and every property that differs from its default, with
    /// numbers to two decimals. Node identities are left out.
    public var treeDescription: String { TreeDescription.text(of: self) }
}
