extension MapStore {
    /// The user's light/dark choice; saved at once (the shell applies it to the style manager).
    public func setAppearance(_ appearance: MapAppearance) {
        guard appearance != self.appearance else { return }
        self.appearance = appearance
        saveSettings()
    }
}
