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
                \(shortcut("&lt;Control&gt;q", "Quit"))
                \(shortcut("&lt;Control&gt;comma", "Preferences"))
                \(shortcut("&lt;Control&gt;question", "Keyboard shortcuts"))
                \(shortcut("F9", "Show or hide the side panel"))
                \(shortcut("&lt;Control&gt;f", "Search places"))
              </object>
            </child>
            <child>
              <object class="GtkShortcutsGroup">
                <property name="title">Map</property>
                \(shortcut("&lt;Control&gt;plus plus equal", "Zoom in"))
                \(shortcut("&lt;Control&gt;minus minus", "Zoom out"))
                \(shortcut("&lt;Control&gt;0 Home", "Show all places"))
                \(shortcut("Left Right Up Down", "Pan"))
                \(shortcut("Escape", "Close the place popover, or remove a dropped marker"))
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
