extension CardGrabberStyle {
    /// The grabber a card is presented with: a handle is always there (shown or not, as the
    /// configuration says at each moment); a pull bar only when shown at presentation, as it
    /// takes room; a card whose content is a navigation controller, with its bar, gets no
    /// handle.
    ///
    /// - Parameters:
    ///   - configuration: The card's configuration at presentation.
    ///   - contentHasNavigationBar: Whether the presented controller is a navigation
    ///     controller.
    /// - Returns: The grabber the card's view gets, or `nil` for none.
    static func presented(with configuration: CardConfiguration, contentHasNavigationBar: Bool)
        -> Self?
    {
        switch configuration.grabberStyle {
        case .handle: contentHasNavigationBar ? nil : .handle
        case .pullBar: configuration.prefersGrabberVisible ? .pullBar : nil
        }
    }
}
