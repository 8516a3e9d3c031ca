import Testing
@testable import pinmap

/// GDK's GL is switched off only when GSK draws with Cairo, and a user's own GDK_DEBUG flags are kept.
struct GLPolicyTests {
    @Test func theCairoRendererDisablesGL() {
        #expect(GLPolicy.gdkDebug(environment: ["GSK_RENDERER": "cairo"]) == "gl-disable")
        #expect(GLPolicy.gdkDebug(environment: ["GSK_RENDERER": " Cairo "]) == "gl-disable")
    }

    @Test(arguments: [[:], ["GSK_RENDERER": "gl"], ["GSK_RENDERER": "ngl"], ["GSK_RENDERER": "vulkan"], ["GSK_RENDERER": ""]])
    func otherRenderersKeepGL(_ environment: [String: String]) {
        #expect(GLPolicy.gdkDebug(environment: environment) == nil)
    }

    @Test func existingFlagsAreKeptAndNotRepeated() {
        #expect(GLPolicy.gdkDebug(environment: ["GSK_RENDERER": "cairo", "GDK_DEBUG": "events"]) == "events,gl-disable")
        #expect(GLPolicy.gdkDebug(environment: ["GSK_RENDERER": "cairo", "GDK_DEBUG": "events:GL-DISABLE"]) == nil)
        #expect(GLPolicy.gdkDebug(environment: ["GSK_RENDERER": "cairo", "GDK_DEBUG": "all"]) == nil)
    }
}
