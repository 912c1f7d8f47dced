import CardDeckViews

/// A shop's product page, the fitted sheet's root screen: a product picture, its name and
/// price, and the "Show Bottom Sheet" button, which calls ``onShowSheet``.
@MainActor
final class ShopViewController: ViewController {
    /// What the button does; set by the scenario.
    var onShowSheet: () -> Void = {}

    static let accent = Color(hex: 0xFF6B35)

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .white
        let header = ViewNode.box(Self.accent)
        let title = ViewNode.label("Market", size: 22, bold: true, color: .white)
        let cart = ViewNode.label(
            "Cart 2", size: 15, bold: true, color: .white,
            alignment: .trailing)
        header.addSubview(title)
        header.addSubview(cart)
        let picture = ViewNode.box(Color(hex: 0xFFE8D6), cornerRadius: 16)
        picture.clipsToBounds = true
        let shoe = ViewNode.box(Color(hex: 0x3D5A80), cornerRadius: 40)
        let sole = ViewNode.box(.white, cornerRadius: 8)
        let lace = ViewNode.box(Color(hex: 0xEE6C4D), cornerRadius: 6)
        for node in [shoe, sole, lace] { picture.addSubview(node) }
        let name = ViewNode.label("Trail runners, breathable mesh", size: 19, bold: true)
        let price = ViewNode.label("$24.99", size: 24, bold: true, color: Self.accent)
        let rating = ViewNode.label(
            "★★★★☆ 4.6 · 1,204 reviews", size: 15, color: Palette.secondaryText)
        let button = ViewNode.button(
            "Show Bottom Sheet", identifier: "shop.showSheet", fill: Self.accent,
            textColor: .white
        ) { [weak self] in self?.onShowSheet() }
        let note = ViewNode.label(
            "Size, colour and delivery in the sheet", size: 15, color: Palette.secondaryText,
            alignment: .center)
        for node in [header, picture, name, price, rating, button, note] {
            view.addSubview(node)
        }
        view.layout = { node in
            let bounds = node.bounds
            let safe = Layout.safeArea(of: node)
            header.frame = Rect(x: 0, y: 0, width: bounds.width, height: safe.top + 48)
            title.frame = Rect(
                x: 16, y: safe.top + 8, width: max(min(160, bounds.width - 140), 0), height: 32)
            cart.frame = Rect(x: bounds.width - 116, y: safe.top + 8, width: 100, height: 32)
            let side = min(bounds.width - 32, bounds.height * 0.34)
            picture.frame = Rect(
                x: (bounds.width - side) / 2, y: header.frame.maxY + 16, width: side,
                height: side)
            shoe.frame = Rect(x: side * 0.15, y: side * 0.35, width: side * 0.7, height: side * 0.4)
            sole.frame = Rect(x: side * 0.12, y: side * 0.68, width: side * 0.76, height: 16)
            lace.frame = Rect(x: side * 0.4, y: side * 0.42, width: side * 0.3, height: 12)
            let left = Rect(x: 16, y: picture.frame.maxY + 16, width: bounds.width - 32, height: 32)
            name.frame = left
            price.frame = left.offsetBy(dy: 36)
            rating.frame = left.offsetBy(dy: 72)
            button.frame = Rect(x: 16, y: left.minY + 120, width: bounds.width - 32, height: 48)
            note.frame = Rect(x: 16, y: button.frame.maxY + 8, width: bounds.width - 32, height: 32)
        }
        // Set before the view is in a window; the window lays it out when it arrives.
        view.setNeedsLayout()
    }
}
