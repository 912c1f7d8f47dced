import CardDeckViews

/// The right pane: a map with a few pins. It defines a presentation context, so the place
/// cards it presents stay in the right pane and dim only it.
///
/// Tapping a pin calls ``onOpenPlace`` with the pin's index.
@MainActor
final class MapViewController: ViewController {
    /// The places the pins stand for, with where they sit as fractions of the pane.
    static let places = [
        ("Ferry Building", Point(x: 0.3, y: 0.25)), ("Coit Tower", Point(x: 0.65, y: 0.4)),
        ("Dolores Park", Point(x: 0.4, y: 0.6)),
    ]

    /// What a tap on a pin does; set by the scenario.
    var onOpenPlace: (Int) -> Void = { _ in }

    override init() {
        super.init()
        definesPresentationContext = true
        title = "Map"
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = Color(hex: 0xCDE8C6)
        view.accessibilityIdentifier = "map.pane"
        view.clipsToBounds = true
        let water = ViewNode.box(Color(hex: 0x9CCCF0), cornerRadius: 120)
        let road = ViewNode.box(Color(hex: 0xF4F1E8))
        let avenue = ViewNode.box(Color(hex: 0xF4F1E8))
        for node in [water, road, avenue] { view.addSubview(node) }
        let pins = Self.places.enumerated().map { index, place in
            ViewNode.button(
                "● \(place.0)", identifier: "map.pin.\(index)", fill: .white,
                textColor: Color(hex: 0xD70015), size: 15
            ) { [weak self] in self?.onOpenPlace(index) }
        }
        for pin in pins { view.addSubview(pin) }
        view.layout = { node in
            let bounds = node.bounds
            water.frame = Rect(
                x: bounds.width * 0.55, y: -80, width: bounds.width * 0.7, height: 260)
            road.frame = Rect(x: 0, y: bounds.height * 0.5, width: bounds.width, height: 16)
            avenue.frame = Rect(x: bounds.width * 0.2, y: 0, width: 16, height: bounds.height)
            // Pins stand at their places, top to bottom, but at least 4 pt apart: in a short
            // pane one is pushed down rather than drawn over the one above.
            var lowest = -Double.infinity
            for (index, pin) in pins.enumerated() {
                let anchor = Self.places[index].1
                let width = min(176, max(bounds.width - 16, 0))
                let y = max(bounds.height * anchor.y, lowest + 4)
                pin.frame = Rect(
                    x: min(max(bounds.width * anchor.x - width / 2, 8), bounds.width - width - 8),
                    y: y, width: width, height: 32)
                lowest = y + 32
            }
        }
        view.setNeedsLayout()
    }
}
