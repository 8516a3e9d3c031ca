import AppCore
/// The Keyboard Shortcuts window, as GtkBuilder XML (GtkShortcutsWindow is built that way).
enum ShortcutsWindow {
    static let xml = """
    <?xml version="1.0" encoding="UTF-8"?>
    <interface>
      <object class="GtkShortcutsWindow" id="shortcuts">
        <property name="modal">1</property>
        <child>
          <object class="GtkShortcutsSection">
            <property name="section-name">main</property>
            <child>
              <object class="GtkShortcutsGroup">
                <property name="title">Application</property>
                \(shortcut("&lt;Control&gt;q", tr("Quit")))
                \(shortcut("&lt;Control&gt;comma", tr("Preferences")))
                \(shortcut("&lt;Control&gt;question", tr("Keyboard shortcuts")))
                \(shortcut("F9", tr("Show or hide the side panel")))
                \(shortcut("&lt;Control&gt;f", tr("Search places")))
              </object>
            </child>
            <child>
              <object class="GtkShortcutsGroup">
                <property name="title">Map</property>
                \(shortcut("&lt;Control&gt;plus plus equal", tr("Zoom in")))
                \(shortcut("&lt;Control&gt;minus minus", tr("Zoom out")))
                \(shortcut("&lt;Control&gt;0 Home", tr("Show all places")))
                \(shortcut("Left Right Up Down", tr("Pan")))
                \(shortcut("Escape", tr("Close the place popover, or remove a dropped marker")))
              </object>
            </child>
          </object>
        </child>
      </object>
    </interface>
    """

    private static func shortcut(_ accelerator: String, _ title: String) -> String {
        """
        <child><object class="GtkShortcutsShortcut">
          <property name="accelerator">\(accelerator)</property>
          <property name="title">\(title)</property>
        </object></child>
        """
    }
}
