#pragma once
#include <libsoup/soup.h>

// g_object_new and soup_session_new_with_options are variadic; Swift cannot call them.
// "max-conns-per-host" is construct-only, so the session must be built here.
static inline SoupSession *pinmap_soup_session_new(int max_conns_per_host, int max_conns,
                                                   const char *user_agent, unsigned timeout_seconds) {
    return SOUP_SESSION(g_object_new(SOUP_TYPE_SESSION,
                                     "max-conns-per-host", max_conns_per_host,
                                     "max-conns", max_conns,
                                     "user-agent", user_agent,
                                     "timeout", timeout_seconds,
                                     "idle-timeout", 60u,
                                     NULL));
}

// soup_server_new is variadic too.
static inline SoupServer *pinmap_soup_server_new(void) {
    return SOUP_SERVER(g_object_new(SOUP_TYPE_SERVER, NULL));
}

// Typed unrefs keep Swift call sites free of pointer casts.
static inline void pinmap_object_unref(void *object) { g_object_unref(object); }
static inline GInputStream *pinmap_input_stream(void *stream) { return G_INPUT_STREAM(stream); }

// The remote TCP port of a server message (distinct ports = distinct client connections).
static inline int pinmap_server_message_remote_port(SoupServerMessage *msg) {
    GSocketAddress *addr = soup_server_message_get_remote_address(msg);
    if (addr == NULL || !G_IS_INET_SOCKET_ADDRESS(addr)) return -1;
    return (int)g_inet_socket_address_get_port(G_INET_SOCKET_ADDRESS(addr));
}

// The first port a server listens on, or -1.
static inline int pinmap_soup_server_port(SoupServer *server) {
    GSList *uris = soup_server_get_uris(server);
    int port = -1;
    if (uris != NULL) port = g_uri_get_port((GUri *)uris->data);
    g_slist_free_full(uris, (GDestroyNotify)g_uri_unref);
    return port;
}

// GIOErrorEnum values Swift needs to tell cancellations and timeouts apart.
static inline int pinmap_error_is_cancelled(const GError *e) {
    return e != NULL && g_error_matches(e, G_IO_ERROR, G_IO_ERROR_CANCELLED);
}
static inline int pinmap_error_is_timeout(const GError *e) {
    return e != NULL && g_error_matches(e, G_IO_ERROR, G_IO_ERROR_TIMED_OUT);
}
