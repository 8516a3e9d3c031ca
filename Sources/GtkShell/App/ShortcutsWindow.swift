import AppCore
/// The Keyboard Shortcuts window, as GtkBuilder XML (GtkShortcutsWindow is built that way), listing `AppShortcuts`.
@MainActor
enum ShortcutsWindow {
    static var xml: String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <interface>
          <object class="GtkShortcutsWindow" id="shortcuts">
            <property name="modal">1</property>
            <child>
              <object class="GtkShortcutsSection">
                <property name="section-name">main</property>
                \(group(tr("Application"), .application))
                \(group(tr("Map"), .map))
              </object>
            </child>
          </object>
        </interface>
        """
    }

    private static func group(_ title: String, _ group: AppShortcut.Group) -> String {
        let rows = AppShortcuts.all.filter { $0.group == group }.map { shortcut($0.accelerators.joined(separator: " "), $0.title) }
        return """
        <child>
          <object class="GtkShortcutsGroup">
            <property name="title">\(escaped(title))</property>
            \(rows.joined(separator: "\n"))
          </object>
        </child>
        """
    }

    private static func shortcut(_ accelerator: String, _ title: String) -> String {
        """
        <child><object class="GtkShortcutsShortcut">
          <property name="accelerator">\(escaped(accelerator))</property>
          <property name="title">\(escaped(title))</property>
        </object></child>
        """
    }

    /// Translations and "<Control>" must not break the XML.
    private static func escaped(_ text: String) -> String {
        text.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;").replacingOccurrences(of: ">", with: "&gt;")
    }
}
