extension CardPresentationController {
    /// What the inspector reads of the card; see ``CardInspection``.
    package var inspection: CardInspection { CardInspection(self) }
}
