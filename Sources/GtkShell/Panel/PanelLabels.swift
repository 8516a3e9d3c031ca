import GtkInterop
/// The two labels of every panel row: a title that takes the spare width, and a dim number at the end.
@MainActor
enum PanelLabels {
    /// Left-aligned, ellipsized when the panel is narrow, and taking the row's spare width.
    static func title(_ text: String) -> Widget {
        let label = AppUI.label(text)
        AppUI.configureLabel(label)
        AppUI.setEllipsizeEnd(label)
        label.setHExpand(true)
        return label
    }

    /// A count or a distance: dim, with digits of equal width so a column of them lines up.
    static func number(_ text: String) -> Widget {
        let label = AppUI.label(text)
        label.addCSSClass("dim-label")
        label.addCSSClass("numeric")
        return label
    }
}
