# arbitre's container image: the static binary alone on an empty base, so
# that it builds with no image registry at all. Build the binary first:
#
#   CGO_ENABLED=0 go build -trimpath -o arbitre ./cmd/arbitre
#   podman build -t arbitre .        # or docker build
#   podman run --read-only -p 8080:8080 -v arbitre-index:/var/lib/arbitre arbitre
#
# Everything the server reads (documents, templates, assets) is in the
# binary, so the root file system may be read-only; the only thing it
# writes is the search index, in the volume. It runs as an unprivileged
# numeric user, which needs no /etc/passwd.
FROM scratch
COPY arbitre /arbitre
USER 65532:65532
# Created by (and so owned by) the user above; a new volume mounted here
# starts with that ownership, so the server can write its index into it.
WORKDIR /var/lib/arbitre
VOLUME ["/var/lib/arbitre"]
ENV ARBITRE_ADDR=0.0.0.0:8080 \
    ARBITRE_INDEX=/var/lib/arbitre/index
EXPOSE 8080
# serve stops gracefully on SIGTERM, the runtime's stop signal.
ENTRYPOINT ["/arbitre"]
CMD ["serve"]
