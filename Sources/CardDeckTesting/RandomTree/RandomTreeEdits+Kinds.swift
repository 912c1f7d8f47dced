extension RandomTreeEdits {
    /// The kinds of edit a ``RandomTreeEdits`` may make; a host whose tests cannot follow some
    /// kind yet leaves it out.
    ///
    /// An edit is made only when every kind it needs is in the set: an animated fade needs
    /// ``alpha`` and ``animations``, a new container taking a node in needs ``insert`` and
    /// ``reparent``. Default ``all``.
    ///
    /// ```swift
    /// // Everything but the properties this host does not draw yet.
    /// let kinds = RandomTreeEdits.Kinds.all.subtracting([.shadow, .transform])
    /// var edits = RandomTreeEdits(seed: 7, kinds: kinds)
    /// ```
    public struct Kinds: OptionSet, Hashable, Sendable {
        /// The bit pattern.
        public let rawValue: UInt32

        /// Creates a set from its bits.
        ///
        /// - Parameter rawValue: The bits; bits no kind uses are ignored.
        public init(rawValue: UInt32) {
            self.rawValue = rawValue
        }

        /// Frames: small moves up to 12 points, new frames anywhere in the window and past its
        /// edges (empty ones included) and, with ``animations``, animated moves of the centre
        /// and changes of the bounds' size.
        public static let frame = Kinds(rawValue: 1 << 0)
        /// `alpha`, 0–1.
        public static let alpha = Kinds(rawValue: 1 << 1)
        /// `backgroundColor`: none, opaque and translucent colours.
        public static let color = Kinds(rawValue: 1 << 2)
        /// `cornerRadius` (0–30 points) and `maskedCorners` (all corners or the top two).
        public static let corners = Kinds(rawValue: 1 << 3)
        /// `clipsToBounds`.
        public static let clips = Kinds(rawValue: 1 << 4)
        /// `border`: none or 1–10 points wide.
        public static let border = Kinds(rawValue: 1 << 5)
        /// `shadow`: opacity 0–1, blur radius 0–8 points.
        public static let shadow = Kinds(rawValue: 1 << 6)
        /// `text`: none, or words with wide characters, emoji, line breaks, quotes and control
        /// characters, in every alignment.
        public static let text = Kinds(rawValue: 1 << 7)
        /// `transform`: the identity or a rotation of up to 1 radian either way.
        public static let transform = Kinds(rawValue: 1 << 8)
        /// `isHidden`.
        public static let hidden = Kinds(rawValue: 1 << 9)
        /// Scrolling: the bounds' origin moves (-30–60 points, whole points), so the children
        /// move.
        public static let scroll = Kinds(rawValue: 1 << 10)
        /// Edits inside `ViewNode.animate(withDuration:)` blocks (0.1 s): the presented value
        /// moves over the following frames. Needs ``alpha`` or ``frame`` to make any.
        public static let animations = Kinds(rawValue: 1 << 11)
        /// Reorders among siblings: to the front, to the back, to index 0.
        public static let reorder = Kinds(rawValue: 1 << 12)
        /// New styled nodes at a random index of a node in the window (while the window
        /// holds fewer than the top of ``RandomTreeEdits/nodeCountRange``).
        public static let insert = Kinds(rawValue: 1 << 13)
        /// Moves to other parents (never into the node's own subtree, nor in or out of the
        /// window past an end of ``RandomTreeEdits/nodeCountRange``) and, with ``insert``, new
        /// containers that take a node with them when they join the window.
        public static let reparent = Kinds(rawValue: 1 << 14)
        /// Removals of a node and its subtree (while more than four nodes are in the window,
        /// and as many as the bottom of ``RandomTreeEdits/nodeCountRange`` stay).
        public static let remove = Kinds(rawValue: 1 << 15)
        /// Edits while out of the window: a node taken out, changed (nothing is reported) and
        /// put back; and, with ``remove``, removed nodes kept and edited, and with
        /// ``reparent``, brought back into the window later.
        public static let detached = Kinds(rawValue: 1 << 16)

        /// Every visual property: frames, alpha, colours, corners, clipping, borders,
        /// shadows, text, transforms, hiding and scrolling.
        public static let properties: Kinds = [
            .frame, .alpha, .color, .corners, .clips, .border, .shadow, .text, .transform,
            .hidden, .scroll,
        ]
        /// Every change of the tree's shape: inserts, reorders, moves to other parents,
        /// removals and edits out of the window.
        public static let structure: Kinds = [.reorder, .insert, .reparent, .remove, .detached]
        /// Every kind.
        public static let all: Kinds = properties.union(structure).union(.animations)
    }
}
