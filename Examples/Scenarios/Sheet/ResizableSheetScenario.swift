import CardDeck
import CardDeckTransitions
import CardDeckViews

/// The fitted bottom sheet, in the style of Joom's: a product page whose "Show Bottom Sheet"
/// button presents a navigation stack of option screens as a `CardConfiguration.fittedSheet`.
///
/// The sheet is as tall as the top screen's preferred height plus its navigation bar and the
/// bottom safe area. Its buttons change that height (+100, −100, ×2, ×0.5) and the sheet
/// follows, animated; its list hands a downward drag over to the sheet once it is scrolled to
/// the top; screens push and pop inside it, interactively from the left edge too.
@MainActor
public final class ResizableSheetScenario: Scenario {
    /// How the showcase lists this scenario.
    public nonisolated static let descriptor = ScenarioDescriptor(
        identifier: "resizable-sheet", title: "Resizable sheet",
        tagline: "the fitted sheet (resizing, scroll hand-off, navigation inside)", key: "2",
        hint: "Tap Show Bottom Sheet and its buttons; drag the sheet or the list; swipe back"
    ) { ResizableSheetScenario() }

    /// The preferred height of the sheet's first screen, in points.
    public static let firstScreenHeight = 300.0

    /// The product page: the root controller.
    public let shop: ViewController
    /// The sheet's navigation controller last presented, or `nil` before the first tap.
    public private(set) var navigation: NavigationController?

    /// Creates the scenario.
    public init() {
        let shop = ShopViewController()
        self.shop = shop
        shop.onShowSheet = { [weak self] in self?.showSheet() }
    }

    /// The product page.
    public var rootViewController: ViewController { shop }

    /// Presents a new sheet with one options screen, as the button does.
    public func showSheet() {
        guard shop.presentedViewController == nil else { return }
        let navigation = NavigationController(
            rootViewController: SheetScreenController(level: 1, height: Self.firstScreenHeight))
        self.navigation = navigation
        shop.presentCard(navigation, configuration: .fittedSheet)
    }

    /// `sheet: height 498, content 420, navigation depth 2`: the sheet's resting height (the
    /// content area below the pull bar), the top screen's preferred height and the number of
    /// screens on the stack; or `sheet: dismissed`.
    public var summary: String {
        guard let navigation, navigation.presentingViewController != nil,
            let card = navigation.cardPresentationController
        else { return "sheet: dismissed" }
        let height =
            card.detents.first { $0.identifier == card.selectedDetentIdentifier }?.height ?? 0
        let content = navigation.topViewController?.preferredContentSize.height ?? 0
        return "sheet: height \(Formatting.number(height)), content "
            + "\(Formatting.number(content)), navigation depth "
            + "\(navigation.viewControllers.count)"
    }

    /// Resize, scroll and hand off, dismiss, then push, pop interactively, pop to root and
    /// push again.
    public var tour: [TourStep] {
        func button(_ level: Int, _ name: String) -> TourLocation {
            .node("sheet.\(level).\(name)")
        }
        let list = TourLocation.node("sheet.1.list")
        return [
            TourStep(
                "The product page", .wait, settle: 0.5, filmstrip: "The product page"),
            TourStep(
                "Tap Show Bottom Sheet: the sheet fits its 300 pt content",
                .tap(.node("shop.showSheet")), settle: 1, filmstrip: "Fitted: 300 pt"),
            TourStep(
                "Tap +100: the sheet grows to fit, animated", .tap(button(1, "plus100")),
                settle: 0.8, filmstrip: "+100: 400 pt"),
            TourStep(
                "Tap ×2: 800 pt is more than fits, so the sheet stops under the status bar",
                .tap(button(1, "double")), settle: 0.8, filmstrip: "×2: as tall as it gets"),
            TourStep("Tap ×0.5: back to 400 pt", .tap(button(1, "halve")), settle: 0.8),
            TourStep("Tap −100: back to 300 pt", .tap(button(1, "minus100")), settle: 0.8),
            TourStep(
                "Scroll the list up: the sheet stays, the content scrolls",
                .drag(from: list, by: Point(x: 0, y: -120), duration: 0.4), settle: 1.5),
            TourStep(
                "Drag the list down: it scrolls back to its top, then the sheet follows",
                .hold(from: list, by: Point(x: 0, y: 400), duration: 0.8), settle: 0.1,
                filmstrip: "Scroll hands over to the sheet"),
            TourStep("Let go: not far enough, the sheet springs back", .release, settle: 1),
            TourStep(
                "Flick the list down: the sheet's momentum carries it away",
                .flick(from: list, by: Point(x: 0, y: 120), velocity: 1_500), settle: 1),
            TourStep("Show the sheet again", .tap(.node("shop.showSheet")), settle: 1),
            TourStep(
                "Push: the same screen, 120 pt taller; the sheet grows alongside the slide",
                .tap(button(1, "push")), settle: 1, filmstrip: "Push: 420 pt"),
            TourStep("Push once more", .tap(button(2, "push")), settle: 1),
            TourStep(
                "Swipe from the left edge: an interactive pop, the sheet shrinks with it",
                .hold(
                    from: .node("sheet.3.list", anchor: Point(x: 0, y: 0.5), offset: Point(x: 1)),
                    by: Point(x: 160, y: 0), duration: 0.3),
                settle: 0, filmstrip: "Interactive pop"),
            TourStep("Let go while moving: the pop finishes", .release, settle: 1),
            TourStep("Pop to root: back to 300 pt", .tap(button(2, "popToRoot")), settle: 1),
            TourStep("Push again", .tap(button(1, "push")), settle: 1),
        ]
    }
}
