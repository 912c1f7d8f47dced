import CardDeckViews

/// The callbacks of every ``RecordingController`` sharing it, in the order they happened.
@MainActor
final class CallLog {
    var entries: [String] = []

    /// Returns the entries recorded so far and forgets them.
    func take() -> [String] {
        defer { entries.removeAll() }
        return entries
    }
}

/// A controller that appends `"name.callback"` to a shared log for every life-cycle callback.
///
/// Appearance callbacks that happen while ``ViewController/isMovingToParent`` or
/// ``ViewController/isMovingFromParent`` is set carry the suffix `" movingToParent"` or
/// `" movingFromParent"`.
@MainActor
class RecordingController: ViewController {
    let name: String
    let log: CallLog
    /// What `shouldAutomaticallyForwardAppearanceMethods` returns.
    var forwardsAppearance = true
    /// What `preferredStatusBarStyle` returns.
    var statusBarStyle = StatusBarStyle.default
    /// What `childForStatusBarStyle` returns.
    var statusBarChild: ViewController?
    /// Runs at the end of `viewWillTransition(to:with:)`, after forwarding to the children.
    var onViewWillTransition: ((any TransitionCoordinator) -> Void)?
    /// Runs at the end of `viewWillAppear(_:)`.
    var onViewWillAppear: (() -> Void)?
    /// The `animated` argument of the latest appearance callback.
    var lastAnimated: Bool?
    /// The factor `size(forChildContentContainer:withParentContainerSize:)` scales by.
    var childSizeScale = 1.0

    init(_ name: String, log: CallLog) {
        self.name = name
        self.log = log
        super.init()
        title = name
    }

    private func record(_ callback: String) {
        log.entries.append("\(name).\(callback)")
    }

    private func recordAppearance(_ callback: String, _ animated: Bool) {
        lastAnimated = animated
        let suffix =
            isMovingToParent ? " movingToParent" : isMovingFromParent ? " movingFromParent" : ""
        record(callback + suffix)
    }

    private static func label(_ controller: ViewController?) -> String {
        controller.map { ($0 as? RecordingController)?.name ?? "?" } ?? "nil"
    }

    override func loadView() {
        record("loadView")
        super.loadView()
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        record("viewDidLoad")
    }

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        recordAppearance("viewWillAppear", animated)
        onViewWillAppear?()
    }

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        recordAppearance("viewDidAppear", animated)
    }

    override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        recordAppearance("viewWillDisappear", animated)
    }

    override func viewDidDisappear(_ animated: Bool) {
        super.viewDidDisappear(animated)
        recordAppearance("viewDidDisappear", animated)
    }

    override var shouldAutomaticallyForwardAppearanceMethods: Bool { forwardsAppearance }

    override func willMove(toParent parent: ViewController?) {
        super.willMove(toParent: parent)
        record("willMove(\(Self.label(parent)))")
    }

    override func didMove(toParent parent: ViewController?) {
        super.didMove(toParent: parent)
        record("didMove(\(Self.label(parent)))")
    }

    override func preferredContentSizeDidChange(
        forChildContentContainer container: any ContentContainer
    ) {
        super.preferredContentSizeDidChange(forChildContentContainer: container)
        record("preferredContentSizeDidChange(\(Self.label(container as? ViewController)))")
    }

    override func viewWillTransition(to size: Size, with coordinator: any TransitionCoordinator) {
        record("viewWillTransition(\(Int(size.width))x\(Int(size.height)))")
        super.viewWillTransition(to: size, with: coordinator)
        onViewWillTransition?(coordinator)
    }

    override func size(
        forChildContentContainer container: any ContentContainer,
        withParentContainerSize parentSize: Size
    ) -> Size {
        let size = super.size(
            forChildContentContainer: container, withParentContainerSize: parentSize)
        return Size(width: size.width * childSizeScale, height: size.height * childSizeScale)
    }

    override var preferredStatusBarStyle: StatusBarStyle { statusBarStyle }

    override var childForStatusBarStyle: ViewController? { statusBarChild }
}
