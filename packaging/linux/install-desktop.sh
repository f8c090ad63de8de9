#!/usr/bin/env bash
# Register qtwargame with the Linux desktop for this user: menu entry, icons, and the
# MIME types of saved games and shared views, so that opening a .qtwsave or .qtwview file
# starts the game on it.
#   packaging/linux/install-desktop.sh            install for the current user
#   packaging/linux/install-desktop.sh --uninstall
# Set PREFIX to install elsewhere (default: ~/.local/share).
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
root="$(cd "$here/../.." && pwd)"
prefix="${PREFIX:-${XDG_DATA_HOME:-$HOME/.local/share}}"
desktop="io.github.qtwargame.desktop"

refresh() {
  command -v update-mime-database >/dev/null && update-mime-database "$prefix/mime" || true
  command -v update-desktop-database >/dev/null && update-desktop-database "$prefix/applications" || true
  command -v gtk-update-icon-cache >/dev/null && gtk-update-icon-cache -q -t "$prefix/icons/hicolor" || true
}

if [ "${1:-}" = "--uninstall" ]; then
  rm -f "$prefix/applications/$desktop" "$prefix/mime/packages/qtwargame-mime.xml"
  find "$prefix/icons/hicolor" -name qtwargame.png -delete 2>/dev/null || true
  refresh
  echo "qtwargame desktop integration removed from $prefix"
  exit 0
fi

install -Dm644 "$here/$desktop" "$prefix/applications/$desktop"
install -Dm644 "$here/qtwargame-mime.xml" "$prefix/mime/packages/qtwargame-mime.xml"
for png in "$root"/resources/icons/hicolor/*/apps/qtwargame.png; do
  size="$(basename "$(dirname "$(dirname "$png")")")"
  install -Dm644 "$png" "$prefix/icons/hicolor/$size/apps/qtwargame.png"
done
install -Dm644 "$root/resources/icons/qtwargame.svg" "$prefix/icons/hicolor/scalable/apps/qtwargame.svg"
refresh
echo "qtwargame installed in the desktop menu ($prefix); .qtwsave files open in the game"
