import CardDeckViews

extension RandomTreeEdits {
    /// One kind of edit, with the kinds it needs and how often it comes.
    enum Edit: CaseIterable {
        case nudgeY, nudgeX, newFrame, animatedCenter, animatedSize
        case alpha, animatedAlpha, color, cornerRadius, cornerMask, clips, border, shadow
        case text, transform, hidden, scroll
        case toFront, toBack, toIndexZero
        case insert, reparent, container, remove, outAndBack

        var needs: Kinds {
            switch self {
            case .nudgeY, .nudgeX, .newFrame: .frame
            case .animatedCenter, .animatedSize: [.frame, .animations]
            case .alpha: .alpha
            case .animatedAlpha: [.alpha, .animations]
            case .color: .color
            case .cornerRadius, .cornerMask: .corners
            case .clips: .clips
            case .border: .border
            case .shadow: .shadow
            case .text: .text
            case .transform: .transform
            case .hidden: .hidden
            case .scroll: .scroll
            case .toFront, .toBack, .toIndexZero: .reorder
            case .insert: .insert
            case .reparent: .reparent
            case .container: [.insert, .reparent]
            case .remove: .remove
            case .outAndBack: .detached
            }
        }

        /// Small vertical moves are what cards do most.
        var weight: Int { self == .nudgeY ? 2 : 1 }
    }

    mutating func make(_ edit: Edit, on node: ViewNode, inWindow: [ViewNode]) {
        switch edit {
        case .nudgeY: node.frame.origin.y += Double.random(in: -12...12, using: &random)
        case .nudgeX: node.frame.origin.x += Double.random(in: -10...10, using: &random)
        case .newFrame: node.frame = randomFrame()
        case .animatedCenter:
            let y = Double.random(in: -20...140, using: &random)
            ViewNode.animate(withDuration: 0.1) { node.center.y = y }
        case .animatedSize:
            let size = Double.random(in: 10...80, using: &random)
            ViewNode.animate(withDuration: 0.1) {
                node.bounds.size = Size(width: size, height: size / 2)
            }
        case .alpha: node.alpha = Double.random(in: 0...1, using: &random)
        case .animatedAlpha:
            let alpha = Double.random(in: 0...1, using: &random)
            ViewNode.animate(withDuration: 0.1) { node.alpha = alpha }
        case .color: node.backgroundColor = Self.colors.randomElement(using: &random)!
        case .cornerRadius: node.cornerRadius = Double.random(in: 0...30, using: &random)
        case .cornerMask: node.maskedCorners = node.maskedCorners == .all ? .top : .all
        case .clips: node.clipsToBounds.toggle()
        case .border:
            node.border =
                node.border.width > 0
                ? .none : Border(width: Double.random(in: 1...10, using: &random), color: .black)
        case .shadow:
            node.shadow = Shadow(
                opacity: Double.random(in: 0...1, using: &random),
                radius: Double.random(in: 0...8, using: &random))
        case .text:
            node.text =
                Bool.random(using: &random)
                ? nil : TextContent(Self.words.randomElement(using: &random)!, color: .white)
        case .transform:
            node.transform =
                Bool.random(using: &random)
                ? .identity
                : AffineTransform2D(rotationAngle: Double.random(in: -1...1, using: &random))
        case .hidden: node.isHidden.toggle()
        case .scroll:
            node.bounds.origin.y = Double.random(in: -30...60, using: &random).rounded()
        case .toFront: node.superview?.bringSubviewToFront(node)
        case .toBack: node.superview?.sendSubviewToBack(node)
        case .toIndexZero: node.superview?.insertSubview(node, at: 0)
        case .insert:
            guard makeRoom(inWindow: inWindow) else { return }
            nodes.append(grow(into: inWindow))
        case .reparent: reparent(node, inWindow: inWindow)
        case .container: contain(node, inWindow: inWindow)
        case .remove:
            guard inWindow.count > 4, canTakeOut(node, inWindow: inWindow) else { return }
            node.removeFromSuperview()
            forgetRemoved()
        case .outAndBack:
            // Changed while out of the window, where nothing is reported.
            guard let parent = node.superview else { return }
            node.removeFromSuperview()
            node.backgroundColor = Self.colors.randomElement(using: &random)!
            node.subviews.first?.alpha = Double.random(in: 0...1, using: &random)
            parent.addSubview(node)
        }
    }

    /// Moves `node` to another parent, never into its own subtree: its place in the painting
    /// order changes even where its window position does not. A move that would take the
    /// count of nodes in the window out of ``nodeCountRange`` is not made.
    private mutating func reparent(_ node: ViewNode, inWindow: [ViewNode]) {
        let parent =
            Int.random(in: 0..<8, using: &random) == 0
            ? window.root : nodes.randomElement(using: &random) ?? window.root
        var ancestor: ViewNode? = parent
        while let current = ancestor, current !== node { ancestor = current.superview }
        if ancestor == nil, canMove(node, to: parent, inWindow: inWindow) {
            parent.addSubview(node)
        }
    }

    /// Puts `node` in a new container that takes it along when it joins the window; not when
    /// the tree is at the top of ``nodeCountRange``.
    private mutating func contain(_ node: ViewNode, inWindow: [ViewNode]) {
        guard let parent = node.superview, makeRoom(under: parent, inWindow: inWindow) else {
            return
        }
        let container = ViewNode(frame: randomFrame())
        node.removeFromSuperview()
        container.addSubview(node)
        node.alpha = 0.5
        parent.addSubview(container)
        nodes.append(container)
    }
}
