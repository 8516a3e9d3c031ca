import AppCore
import GtkInterop

extension MainWindow {
    /// The store's message: passing ones as a toast (the store keeps the text), the rest in the banner.
    func showBanner() {
        if let message = store.banner, let toast = Toasts.toast(forBanner: message) {
            banner.show(nil)
            toasts.show(toast)
        } else {
            banner.show(store.banner)
        }
    }

    /// "12 places skipped" with a Details button that lists them.
    func showDataProblems(_ problems: [String]) {
        guard let title = Toasts.skippedTitle(count: problems.count) else { return }
        let details = SimpleAction(name: "data-problems")
        details.onActivate { [weak self] _ in
            guard let self else { return }
            AppUI.presentTextWindow(title: title, text: problems.joined(separator: "\n"), parent: self.window)
        }
        AppUI.addWindowAction(window, details)
        windowActions.append(details)
        toasts.show(title, button: tr("Details"), action: "win.data-problems")
    }
}

extension MainWindow {
    /// For the debug dump: once the toast is on screen, its label's bounds as the control "toast:<title>".
    func reportToast(_ title: String) {
        MainLoop.timeout(milliseconds: 250) { [weak self] in
            guard let self, let label = AppUI.findLabel(in: self.toasts.overlay, text: title),
                  let rect = AppUI.boundsInMainSurface(label) else { return false }
            self.debugSnapshot?.reportControls(group: "toast", ["toast:" + title: rect])
            return false
        }
    }
}
