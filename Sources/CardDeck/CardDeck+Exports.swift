// `import CardDeck` is all a card user needs: the view tree, controllers, window and geometry
// (CardDeckViews), UIKit's presentation roles (CardDeckTransitions) and the motion types a
// configuration's timings use (CardDeckMotion) come with it.
@_exported import CardDeckMotion
@_exported import CardDeckTransitions
@_exported import CardDeckViews
