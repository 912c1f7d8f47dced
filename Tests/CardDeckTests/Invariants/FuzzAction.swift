/// One step of a randomized run over CardDeck's public API.
///
/// An action is interpreted against whatever is on screen when it runs (a depth is taken
/// modulo the number of presented cards, a position is a fraction of the window), so any
/// subsequence of a run is itself a valid run: that is what lets a failing run shrink. The
/// description is the Swift expression that builds the action, so a shrunk run pastes into a
/// regression test as it is printed.
enum FuzzAction: Equatable, CustomStringConvertible {
    /// What a presented card holds.
    enum Content: Int, Equatable {
        /// A controller with a preferred content height.
        case plain
        /// A controller whose view is a 3,000 pt list in a scroll view.
        case list
        /// A navigation controller whose root has a preferred content height.
        case navigation
    }

    /// Presents a card from the controller at `from` (a depth; 0 is the root, a large number
    /// the front card) with the configuration derived from `configuration`.
    case present(configuration: UInt64, content: Content, animated: Bool, from: Int)
    /// Presents a controller that is already presented (at `depth`) again: refused.
    case presentAgain(depth: Int)
    /// `dismiss(animated:)` on the controller at `depth` (0 is the root).
    case dismiss(depth: Int, animated: Bool)
    /// A pointer goes down at a point given as fractions of the window's size.
    case press(x: Double, y: Double, pointer: Int)
    /// A pointer that is down moves by `dx`, `dy` points over one frame.
    case move(dx: Double, dy: Double, pointer: Int)
    /// A pointer that is down lifts (`cancelled`: the system cancels it instead).
    case release(pointer: Int, cancelled: Bool)
    /// A whole drag from (`x`, `y`) (fractions) by `dy` points over `duration` seconds.
    case drag(x: Double, y: Double, dy: Double, duration: Double)
    /// A flick from (`x`, `y`) (fractions) by `dy` points released at `velocity` pt/s.
    case flick(x: Double, y: Double, dy: Double, velocity: Double)
    /// A tap at (`x`, `y`) (fractions).
    case tap(x: Double, y: Double)
    /// A pan from the window's left edge over `distance` points.
    case edgePan(distance: Double)
    /// The preferred content height of the controller shown by the card at `depth`.
    case contentHeight(Double, depth: Int)
    /// Pushes a controller with a preferred content height onto the front card's navigation
    /// controller, if it has one.
    case push(height: Double, animated: Bool)
    /// Pops the front card's navigation controller (`toRoot`: to its root).
    case pop(animated: Bool, toRoot: Bool)
    /// Resizes the window (a rotation, split screen, or a hostile size).
    case resize(width: Double, height: Double, safeTop: Double, safeBottom: Double)
    /// Selects the front card's detent at `index` (modulo its detents; a negative index names
    /// an unknown detent).
    case selectDetent(index: Int, animated: Bool)
    /// Advances the window's clock by `seconds`.
    case advance(Double)
    /// Sends a pointer event stamped `age` seconds before the latest frame.
    case lateEvent(x: Double, y: Double, age: Double, began: Bool)
    /// Asks the window to run frames up to a time `seconds` before its latest frame.
    case rewind(Double)

    var description: String {
        switch self {
        case .present(let configuration, let content, let animated, let from):
            ".present(configuration: \(configuration), content: .\(content), "
                + "animated: \(animated), from: \(from))"
        case .presentAgain(let depth): ".presentAgain(depth: \(depth))"
        case .dismiss(let depth, let animated): ".dismiss(depth: \(depth), animated: \(animated))"
        case .press(let x, let y, let pointer):
            ".press(x: \(x.literal), y: \(y.literal), pointer: \(pointer))"
        case .move(let dx, let dy, let pointer):
            ".move(dx: \(dx.literal), dy: \(dy.literal), pointer: \(pointer))"
        case .release(let pointer, let cancelled):
            ".release(pointer: \(pointer), cancelled: \(cancelled))"
        case .drag(let x, let y, let dy, let duration):
            ".drag(x: \(x.literal), y: \(y.literal), dy: \(dy.literal), "
                + "duration: \(duration.literal))"
        case .flick(let x, let y, let dy, let velocity):
            ".flick(x: \(x.literal), y: \(y.literal), dy: \(dy.literal), "
                + "velocity: \(velocity.literal))"
        case .tap(let x, let y): ".tap(x: \(x.literal), y: \(y.literal))"
        case .edgePan(let distance): ".edgePan(distance: \(distance.literal))"
        case .contentHeight(let height, let depth):
            ".contentHeight(\(height.literal), depth: \(depth))"
        case .push(let height, let animated):
            ".push(height: \(height.literal), animated: \(animated))"
        case .pop(let animated, let toRoot): ".pop(animated: \(animated), toRoot: \(toRoot))"
        case .resize(let width, let height, let safeTop, let safeBottom):
            ".resize(width: \(width.literal), height: \(height.literal), "
                + "safeTop: \(safeTop.literal), safeBottom: \(safeBottom.literal))"
        case .selectDetent(let index, let animated):
            ".selectDetent(index: \(index), animated: \(animated))"
        case .advance(let seconds): ".advance(\(seconds.literal))"
        case .lateEvent(let x, let y, let age, let began):
            ".lateEvent(x: \(x.literal), y: \(y.literal), age: \(age.literal), began: \(began))"
        case .rewind(let seconds): ".rewind(\(seconds.literal))"
        }
    }
}

extension Double {
    /// The value as a Swift literal that reads back exactly.
    fileprivate var literal: String {
        if isNaN { return ".nan" }
        if isInfinite { return self < 0 ? "-.infinity" : ".infinity" }
        return "\(self)"
    }
}
