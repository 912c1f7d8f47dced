import CardDeck
import CardDeckViews

/// A side sheet on the leading edge and a right-to-left switch: a file list whose "Filters"
/// button presents a 280 pt sheet from the leading edge — the left, or the right in
/// right-to-left. The switch (on the list, and in the sheet) flips the window's layout
/// direction; a sheet that is up moves across. Drag the sheet towards its edge (or tap
/// outside) to dismiss it.
@MainActor
public final class SideSheetScenario: Scenario {
    /// How the showcase lists this scenario.
    public nonisolated static let descriptor = ScenarioDescriptor(
        identifier: "side-sheet", title: "Side sheet",
        tagline: "a sheet on the leading edge, with a right-to-left switch", key: "4",
        hint: "Tap Filters; tap ⇄ to switch direction; drag the sheet to its edge"
    ) { SideSheetScenario() }

    /// The file list: the root controller.
    public let files: ViewController
    /// The sheet last presented, or `nil` before the first tap.
    public private(set) var filters: ViewController?

    /// The sheet's configuration: 280 pt wide on the leading edge, over a dimmer that a tap
    /// dismisses through.
    public static var configuration: CardConfiguration {
        CardConfiguration(
            stacksBackCards: false, detents: [.height(280)], maximumDimmingAlpha: 0.4,
            allowsTapToDismiss: true, edge: .leading)
    }

    /// Creates the scenario.
    public init() {
        let files = FilesViewController()
        self.files = files
        files.onFilters = { [weak self] in self?.showFilters() }
        files.onToggleDirection = { [weak self] in self?.toggleDirection() }
    }

    /// The file list.
    public var rootViewController: ViewController { files }

    /// Presents the filters sheet, as the button does.
    public func showFilters() {
        guard files.presentedViewController == nil else { return }
        let filters = FiltersViewController()
        filters.onToggleDirection = { [weak self] in self?.toggleDirection() }
        self.filters = filters
        files.presentCard(filters, configuration: Self.configuration)
    }

    /// Flips the window between left-to-right and right-to-left.
    public func toggleDirection() {
        guard let window = files.view.window else { return }
        window.traits.layoutDirection =
            window.traits.layoutDirection == .rightToLeft ? .leftToRight : .rightToLeft
    }

    /// `side sheet: x 0…280 · left-to-right`, where the sheet rests and the direction; or
    /// `side sheet: dismissed · right-to-left`.
    public var summary: String {
        let direction =
            files.view.window?.traits.layoutDirection == .rightToLeft
            ? "right-to-left" : "left-to-right"
        guard let filters, filters.presentingViewController != nil,
            let card = filters.cardPresentationController
        else { return "side sheet: dismissed · \(direction)" }
        let frame = card.presentedCardFrame
        return "side sheet: x \(Formatting.number(frame.minX))…\(Formatting.number(frame.maxX))"
            + " · \(direction)"
    }

    /// Open the sheet from the left, switch to right-to-left, close it towards the right, open
    /// it from the right, switch back.
    public var tour: [TourStep] {
        [
            TourStep("The file list", .wait, settle: 0.5, filmstrip: "Files"),
            TourStep(
                "Tap Filters: the sheet slides in from the leading (left) edge",
                .tap(.node("files.filters")), settle: 1, filmstrip: "From the left"),
            TourStep(
                "Switch to right-to-left in the sheet: the leading edge is now the right",
                .tap(.node("filters.direction")), settle: 1, filmstrip: "Right-to-left"),
            TourStep(
                "Flick the sheet right, towards its edge: it is dismissed",
                .flick(from: .window(x: 0.6, y: 0.5), by: Point(x: 120, y: 0), velocity: 1_500),
                settle: 1),
            TourStep(
                "Tap Filters again: now it comes from the right",
                .tap(.node("files.filters")), settle: 1, filmstrip: "From the right"),
            TourStep(
                "Tap outside the sheet: dismissed", .tap(.window(x: 0.15, y: 0.3)), settle: 1),
            TourStep(
                "Switch back to left-to-right on the list", .tap(.node("files.direction")),
                settle: 0.5, filmstrip: "Left-to-right again"),
        ]
    }
}
