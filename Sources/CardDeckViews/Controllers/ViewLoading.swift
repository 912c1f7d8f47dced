/// Where a ``ViewController``'s view stands: the node once loaded, whether `loadView()` is
/// running, and whether `viewDidLoad()` has run. Stored inline on the controller; the
/// public accessors are ``ViewController/view`` and its neighbours.
struct ViewLoading {
    /// The view, once loaded or assigned.
    var view: ViewNode?
    /// Whether `loadView()` is running now.
    var isLoading = false
    /// Whether `viewDidLoad()` has run.
    var hasCalledViewDidLoad = false

    /// The view of `controller`, loaded first if needed, with the rules of
    /// ``ViewController/view``.
    @MainActor
    static func view(of controller: ViewController) -> ViewNode {
        loadIfNeeded(controller)
        if let view = controller.loading.view { return view }
        // Only reachable when loadView() reads `view` before assigning it.
        Diagnostics.warn("\(controller.debugName): view read inside loadView() before it was set")
        let node = defaultView(of: controller)
        install(node, in: controller)
        return node
    }

    /// Makes `node` the view of `controller` from outside (or from `loadView()`), with the
    /// rules of ``ViewController/view``.
    @MainActor
    static func setView(_ node: ViewNode, of controller: ViewController) {
        guard install(node, in: controller), !controller.loading.isLoading else { return }
        callViewDidLoadOnce(controller)
    }

    /// Loads the view of `controller` if it is not loaded yet, calling `loadView()` and
    /// `viewDidLoad()`.
    @MainActor
    static func loadIfNeeded(_ controller: ViewController) {
        guard controller.loading.view == nil, !controller.loading.isLoading else { return }
        controller.loading.isLoading = true
        controller.loadView()
        controller.loading.isLoading = false
        if controller.loading.view == nil {
            Diagnostics.warn(
                "\(controller.debugName): loadView() did not set view; used a plain ViewNode")
            install(defaultView(of: controller), in: controller)
        }
        callViewDidLoadOnce(controller)
    }

    /// A plain node the size of the window `controller` shows in, else `.zero`.
    @MainActor
    static func defaultView(of controller: ViewController) -> ViewNode {
        ViewNode(frame: controller.knownWindow?.bounds ?? .zero)
    }

    @MainActor
    private static func callViewDidLoadOnce(_ controller: ViewController) {
        guard !controller.loading.hasCalledViewDidLoad else { return }
        controller.loading.hasCalledViewDidLoad = true
        controller.viewDidLoad()
    }

    /// Makes `node` the view of `controller`, keeping the node's back-reference in step.
    @MainActor
    @discardableResult
    private static func install(_ node: ViewNode, in controller: ViewController) -> Bool {
        guard node !== controller.loading.view else { return false }
        if let owner = node.owningController {
            Diagnostics.warn(
                "\(controller.debugName): refused view \(node.id), already the view of "
                    + "\(owner.debugName)")
            return false
        }
        if node.window?.root === node {
            Diagnostics.warn(
                "\(controller.debugName): refused view \(node.id), the root of a window")
            return false
        }
        controller.loading.view?.owningController = nil
        controller.loading.view = node
        node.owningController = controller
        return true
    }
}
