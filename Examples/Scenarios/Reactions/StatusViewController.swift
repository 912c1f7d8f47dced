import CardDeckViews

/// A fake social-media status screen: a blue top bar, a friend's post with its reactions
/// button, the start of the next post, and a tab bar.
///
/// Tapping "😆 Tim Cook and 10 others" calls ``onShowReactions``.
@MainActor
final class StatusViewController: ViewController {
    /// What the reactions button does; set by the scenario.
    var onShowReactions: () -> Void = {}

    static let brandBlue = Color(hex: 0x1877F2)

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = Color(hex: 0xE4E6EB)
        let header = ViewNode.box(Self.brandBlue)
        let logo = ViewNode.label("facebook", size: 26, bold: true, color: .white)
        let search = ViewNode.box(Color(white: 1, alpha: 0.25), cornerRadius: 16)
        let searchText = ViewNode.label("Search", size: 15, color: .white)
        header.addSubview(logo)
        header.addSubview(search)
        search.addSubview(searchText)

        let post = makePost()
        let next = makeNextPost()
        let tabBar = makeTabBar()
        // The feed scrolls between the header and the tab bar, as a UIKit feed does, so a
        // short window cuts it at the bars instead of drawing posts over them.
        let feed = ScrollView()
        feed.contentInsetAdjustmentBehavior = .never
        feed.addSubview(post)
        feed.addSubview(next)
        for node in [header, feed, tabBar] { view.addSubview(node) }

        view.layout = { node in
            let bounds = node.bounds
            let safe = Layout.safeArea(of: node)
            header.frame = Rect(x: 0, y: 0, width: bounds.width, height: safe.top + 48)
            // The search field shows where it leaves the logo its 160 pt (320 pt windows up).
            search.isHidden = bounds.width < 320
            logo.frame = Rect(
                x: 16, y: safe.top + 8, width: max(min(160, bounds.width - 32), 0), height: 32)
            search.frame = Rect(x: bounds.width - 128, y: safe.top + 8, width: 112, height: 32)
            searchText.frame = Rect(x: 16, y: 0, width: 96, height: 32)
            let barHeight = 56 + safe.bottom
            tabBar.frame = Rect(
                x: 0, y: bounds.height - barHeight, width: bounds.width, height: barHeight)
            feed.frame = Rect(
                x: 0, y: header.frame.maxY, width: bounds.width,
                height: max(tabBar.frame.minY - header.frame.maxY, 0))
            post.frame = Rect(x: 0, y: 16, width: bounds.width, height: 392)
            // The next post fills what is left above the tab bar, and at least a header's worth.
            next.frame = Rect(
                x: 0, y: post.frame.maxY + 16, width: bounds.width,
                height: max(feed.frame.height - post.frame.maxY - 16, 76))
            feed.contentSize = Size(width: bounds.width, height: next.frame.maxY)
        }
        // Set before the view is in a window; the window lays it out when it arrives.
        view.setNeedsLayout()
    }

    private func makePost() -> ViewNode {
        let post = ViewNode.box(.white)
        post.accessibilityIdentifier = "status.post"
        let avatar = ViewNode.box(Color(hex: 0x5B6B7F), cornerRadius: 22)
        avatar.text = TextContent(
            "TC", fontSize: 17, isBold: true, color: .white, alignment: .center)
        let name = ViewNode.label("Tim Cook", size: 17, bold: true)
        let time = ViewNode.label("2 h · Cupertino", size: 13, color: Palette.secondaryText)
        let body = ViewNode.label(
            "Cards that stack, sheets that fit,\nand a card you can fling away.",
            size: 17)
        let photo = ViewNode.box(Color(hex: 0xFFD166))
        let sun = ViewNode.box(Color(hex: 0xEF476F), cornerRadius: 40)
        let hill = ViewNode.box(Color(hex: 0x06D6A0), cornerRadius: 80)
        photo.clipsToBounds = true
        photo.addSubview(sun)
        photo.addSubview(hill)
        let reactions = ViewNode.button(
            "😆 Tim Cook and 10 others", identifier: "status.reactions",
            fill: Color(hex: 0xE7F0FD), textColor: Self.brandBlue, size: 15
        ) { [weak self] in self?.onShowReactions() }
        let comments = ViewNode.label(
            "4 comments", size: 15, color: Palette.secondaryText, alignment: .trailing)
        let divider = ViewNode.box(Palette.separator)
        let actions = ["Like", "Comment", "Share"].map { title in
            ViewNode.label(
                title, size: 15, bold: true, color: Palette.secondaryText,
                alignment: .center)
        }
        for node in [avatar, name, time, body, photo, reactions, comments, divider] + actions {
            post.addSubview(node)
        }
        post.layout = { node in
            let width = node.bounds.width
            avatar.frame = Rect(x: 16, y: 16, width: 44, height: 44)
            name.frame = Rect(x: 72, y: 16, width: width - 88, height: 24)
            time.frame = Rect(x: 72, y: 40, width: width - 88, height: 20)
            body.frame = Rect(x: 16, y: 72, width: width - 32, height: 48)
            photo.frame = Rect(x: 0, y: 128, width: width, height: 160)
            sun.frame = Rect(x: width - 128, y: 24, width: 80, height: 80)
            hill.frame = Rect(x: -40, y: 96, width: width * 0.8, height: 160)
            reactions.frame = Rect(x: 16, y: 296, width: 224, height: 32)
            comments.frame = Rect(x: 248, y: 296, width: width - 264, height: 32)
            divider.frame = Rect(x: 16, y: 338, width: width - 32, height: 1)
            for (column, label) in zip(
                Layout.columns(
                    of: Rect(x: 16, y: 344, width: width - 32, height: 40), count: 3, spacing: 8),
                actions)
            {
                label.frame = column
            }
        }
        return post
    }

    private func makeNextPost() -> ViewNode {
        let post = ViewNode.box(.white)
        post.clipsToBounds = true
        let avatar = ViewNode.box(Color(hex: 0xA06CD5), cornerRadius: 22)
        avatar.text = TextContent(
            "AP", fontSize: 17, isBold: true, color: .white, alignment: .center)
        let name = ViewNode.label("Ada Park", size: 17, bold: true)
        let time = ViewNode.label("Yesterday", size: 13, color: Palette.secondaryText)
        let body = ViewNode.label("Flicked my first card today.", size: 17)
        for node in [avatar, name, time, body] { post.addSubview(node) }
        post.layout = { node in
            let width = node.bounds.width
            avatar.frame = Rect(x: 16, y: 16, width: 44, height: 44)
            name.frame = Rect(x: 72, y: 16, width: width - 88, height: 24)
            time.frame = Rect(x: 72, y: 40, width: width - 88, height: 20)
            body.frame = Rect(x: 16, y: 72, width: width - 32, height: 32)
        }
        return post
    }

    private func makeTabBar() -> ViewNode {
        let bar = ViewNode.box(.white)
        let titles = ["Home", "Video", "Groups", "Alerts", "Menu"]
        let tabs = titles.enumerated().map { index, title in
            ViewNode.label(
                title, size: 12, bold: index == 0,
                color: index == 0 ? Self.brandBlue : Palette.secondaryText, alignment: .center)
        }
        let line = ViewNode.box(Palette.separator)
        for node in [line] + tabs { bar.addSubview(node) }
        bar.layout = { node in
            let width = node.bounds.width
            line.frame = Rect(x: 0, y: 0, width: width, height: 1)
            for (column, tab) in zip(
                Layout.columns(
                    of: Rect(x: 0, y: 8, width: width, height: 40), count: 5, spacing: 0),
                tabs)
            {
                tab.frame = column
            }
        }
        return bar
    }
}
