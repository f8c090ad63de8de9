"""The tournament report: win rates with their intervals, victory points over the turns
(median and the 10–90% spread), losses by turn and by unit type.

matplotlib is an optional extra (``pip install 'qtwargame[plots]'``); without it
:func:`require_matplotlib` raises :class:`PlotsUnavailable` with that sentence, and nothing
else in the tournament needs it. Figures are made with ``matplotlib.figure.Figure`` and
the Agg canvas, never pyplot, so no global state or GUI backend is involved and the
editor can draw them from a worker thread.

Every function takes ``runs``: a list of ``(label, summary)``. One run draws one batch;
two draw them side by side (the editor's "current vs last saved").
"""

from __future__ import annotations

import base64
import html
import io
from collections.abc import Callable, Mapping, Sequence
from pathlib import Path
from typing import Any

from qtwargame.atomic import write_atomic
from qtwargame.i18n import QT_TRANSLATE_NOOP

#: The context of the report's words in the catalogues (:func:`words`).
CONTEXT = "TournamentReport"

#: The figure's words in English (:func:`words` gives them in a reader's language).
TEXT = {
    "wins": QT_TRANSLATE_NOOP("TournamentReport", "Wins with 95% intervals"),
    "vp": QT_TRANSLATE_NOOP("TournamentReport", "Victory points at the end of each turn (median, 10–90%)"),
    "losses_turn": QT_TRANSLATE_NOOP("TournamentReport", "Units lost per turn (mean, 10–90%)"),
    "losses_type": QT_TRANSLATE_NOOP("TournamentReport", "Units lost per game by type"),
    "no_losses": QT_TRANSLATE_NOOP("TournamentReport", "No unit was lost"),
    "turn": QT_TRANSLATE_NOOP("TournamentReport", "turn"),
    "rate": QT_TRANSLATE_NOOP("TournamentReport", "share of games"),
    "vp_axis": QT_TRANSLATE_NOOP("TournamentReport", "victory points"),
    "units": QT_TRANSLATE_NOOP("TournamentReport", "units"),
    "draw": QT_TRANSLATE_NOOP("TournamentReport", "draw"),
    "games": QT_TRANSLATE_NOOP("TournamentReport", "{games} games"),
}

#: The HTML report's words in English (:func:`words` gives them in a reader's language).
HTML_TEXT = {
    "page_title": QT_TRANSLATE_NOOP("TournamentReport", "{title}: balance report"),
    "heading": QT_TRANSLATE_NOOP("TournamentReport", "{title}: {a} vs {b}"),
    "results": QT_TRANSLATE_NOOP("TournamentReport", "Results"),
    "run": QT_TRANSLATE_NOOP("TournamentReport", "{label}: {games} games, seed {seed}"),
    "swapped": QT_TRANSLATE_NOOP("TournamentReport", ", sides swapped in pairs"),
    "stopped": QT_TRANSLATE_NOOP("TournamentReport", " (stopped after {games} of {requested})"),
    "wins": QT_TRANSLATE_NOOP("TournamentReport", "wins"),
    "rate": QT_TRANSLATE_NOOP("TournamentReport", "rate"),
    "interval": QT_TRANSLATE_NOOP("TournamentReport", "95% interval"),
    "length": QT_TRANSLATE_NOOP(
        "TournamentReport", "Length: mean {turns} turns, {actions} actions; ended on turn: {ended}"),
    "side": QT_TRANSLATE_NOOP("TournamentReport", "side"),
    "unit_type": QT_TRANSLATE_NOOP("TournamentReport", "unit type"),
    "units_lost": QT_TRANSLATE_NOOP("TournamentReport", "units lost"),
    "per_game": QT_TRANSLATE_NOOP("TournamentReport", "per game"),
    "attacker": QT_TRANSLATE_NOOP("TournamentReport", "attacker"),
    "attacks": QT_TRANSLATE_NOOP("TournamentReport", "attacks"),
    "combats": QT_TRANSLATE_NOOP("TournamentReport", "combats"),
    "att_lost": QT_TRANSLATE_NOOP("TournamentReport", "steps lost by attacker per combat"),
    "def_lost": QT_TRANSLATE_NOOP("TournamentReport", "steps lost by defender per combat"),
    "eliminated": QT_TRANSLATE_NOOP("TournamentReport", "units eliminated (att./def.)"),
    "retreats": QT_TRANSLATE_NOOP("TournamentReport", "retreats"),
    "result": QT_TRANSLATE_NOOP("TournamentReport", "result"),
    "share": QT_TRANSLATE_NOOP("TournamentReport", "share"),
    "draw": QT_TRANSLATE_NOOP("TournamentReport", "draw"),
}


def words(translate: Callable[[str, str], str] | None) -> tuple[dict[str, str], dict[str, str]]:
    """The figure's words (``text`` of :func:`figure`) and the HTML page's (``text`` of
    :func:`report_html`), translated by ``translate(context, text)`` when given: the
    command line's catalogue reader or Qt's ``QCoreApplication.translate``."""
    if translate is None:
        return dict(TEXT), dict(HTML_TEXT)
    return ({k: translate(CONTEXT, v) for k, v in TEXT.items()},
            {k: translate(CONTEXT, v) for k, v in HTML_TEXT.items()})


SIDE_COLOURS = ("#3b6fb6", "#c0392b", "#2e8b57", "#8e44ad")
DRAW_COLOUR = "#8c8c8c"
RUN_STYLES = ("-", "--")
RUN_HATCH = ("", "//")


class PlotsUnavailable(Exception):
    """matplotlib is not installed."""


def require_matplotlib() -> None:
    try:
        import matplotlib  # noqa: F401
    except ImportError as e:
        raise PlotsUnavailable("plots need matplotlib: pip install 'qtwargame[plots]'") from e


def _sides(summary: Mapping[str, Any]) -> list[str]:
    return list(summary["scenario"]["sides"])


def figure(runs: Sequence[tuple[str, Mapping[str, Any]]],
           names: Mapping[str, str] | None = None, text: Mapping[str, str] | None = None,
           width: float = 12.0, height: float = 8.0):
    """A 2×2 figure of one or two batches of the same scenario."""
    require_matplotlib()
    from matplotlib.figure import Figure

    t = {**TEXT, **(text or {})}
    scenario = runs[0][1]["scenario"]
    names = {**scenario.get("unit_types", {}), **scenario.get("names", {}), **(names or {})}
    sides = _sides(runs[0][1])
    colour = {s: scenario.get("colours", {}).get(s) or SIDE_COLOURS[i % len(SIDE_COLOURS)]
              for i, s in enumerate(sides)}
    fig = Figure(figsize=(width, height), dpi=100, layout="constrained")
    (ax_w, ax_v), (ax_l, ax_t) = fig.subplots(2, 2)
    multi = len(runs) > 1

    def run_label(label: str, s: Mapping[str, Any]) -> str:
        games = t["games"].format(games=s["games"])
        return f"{label} ({games})" if label else games

    # wins by side with Wilson intervals
    cats = [*sides, "draw"]
    width_bar = 0.8 / len(runs)
    for k, (_label, s) in enumerate(runs):
        xs = [i - 0.4 + width_bar * (k + 0.5) for i in range(len(cats))]
        rates = [s["wins_by_side"][c]["rate"] for c in cats]
        lo = [r - s["wins_by_side"][c]["ci95"][0] for r, c in zip(rates, cats)]
        hi = [s["wins_by_side"][c]["ci95"][1] - r for r, c in zip(rates, cats)]
        ax_w.bar(xs, rates, width_bar * 0.9, yerr=[lo, hi], capsize=4,
                 color=[colour.get(c, DRAW_COLOUR) for c in cats], hatch=RUN_HATCH[k % 2],
                 edgecolor="black", linewidth=0.6)
        for x, r in zip(xs, rates):
            ax_w.annotate(f"{r:.0%}", (x, r), xytext=(0, 3), textcoords="offset points",
                          ha="center", va="bottom", fontsize=8)
    ax_w.set_xticks(range(len(cats)), [names.get(c, c) if c != "draw" else t["draw"]
                                       for c in cats])
    ax_w.set_ylim(0, 1.08)
    ax_w.set_ylabel(t["rate"])
    ax_w.set_title(t["wins"])
    from matplotlib.patches import Patch

    ax_w.legend(handles=[Patch(facecolor="white", edgecolor="black", hatch=RUN_HATCH[k % 2],
                               label=run_label(label, s)) for k, (label, s) in enumerate(runs)],
                fontsize=8, loc="upper left")

    def band(ax, rows_key: str, ylabel: str, title: str, centre: str) -> None:
        for k, (label, s) in enumerate(runs):
            rows = s[rows_key]
            for side in sides:
                pts = [(r["turn"], r[side]) for r in rows if r[side].get("n")]
                if not pts:
                    continue
                turns = [p[0] for p in pts]
                ax.plot(turns, [p[1][centre] for p in pts], RUN_STYLES[k % 2],
                        color=colour[side], marker="o", markersize=3,
                        label=f"{names.get(side, side)}" + (f" · {label}" if multi else ""))
                ax.fill_between(turns, [p[1]["p10"] for p in pts], [p[1]["p90"] for p in pts],
                                color=colour[side], alpha=0.15 if k == 0 else 0.08, linewidth=0)
        ax.set_xlabel(t["turn"])
        ax.set_ylabel(ylabel)
        ax.set_title(title)
        ax.legend(fontsize=8)
        ax.xaxis.get_major_locator().set_params(integer=True)

    band(ax_v, "vp_by_turn", t["vp_axis"], t["vp"], "median")
    band(ax_l, "losses_by_turn", t["units"], t["losses_turn"], "mean")

    # losses per game by side and unit type
    lost = {(side, ty) for _label, s in runs for side in sides
            for ty, c in s["losses"][side]["by_type"].items() if c}
    rows = sorted(lost, key=lambda r: (sides.index(r[0]), r[1]))
    height_bar = 0.8 / len(runs)
    for k, (_label, s) in enumerate(runs):
        n = max(s["games"], 1)
        ys = [i - 0.4 + height_bar * (k + 0.5) for i in range(len(rows))]
        ax_t.barh(ys, [s["losses"][side]["by_type"].get(ty, 0) / n for side, ty in rows],
                  height_bar * 0.9, color=[colour[side] for side, _ in rows],
                  hatch=RUN_HATCH[k % 2], edgecolor="black", linewidth=0.5)
    ax_t.set_yticks(range(len(rows)), [f"{names.get(side, side)} · {names.get(ty, ty)}"
                                       for side, ty in rows],
                    fontsize=8)
    ax_t.invert_yaxis()
    ax_t.set_xlabel(t["units"])
    ax_t.set_title(t["losses_type"])
    if not rows:  # empty axes round 0 would read as a scale of nothing
        ax_t.set_xticks([])
        ax_t.text(0.5, 0.5, t["no_losses"], ha="center", va="center",
                  transform=ax_t.transAxes)
    return fig


#: Fonts with Japanese glyphs, tried in order after matplotlib's own for the characters it
#: lacks (side names and the editor's titles in Japanese).
CJK_FONTS = ("Noto Sans CJK JP", "Noto Sans JP", "IPAexGothic", "IPAGothic", "TakaoGothic",
             "Hiragino Sans", "Yu Gothic", "Meiryo", "MS Gothic")


def _font_fallbacks() -> list[str]:
    from matplotlib import font_manager

    installed = {f.name for f in font_manager.fontManager.ttflist}
    return ["DejaVu Sans", *[f for f in CJK_FONTS if f in installed]]


def png_bytes(runs: Sequence[tuple[str, Mapping[str, Any]]], dpi: int = 100, **kw: Any) -> bytes:
    require_matplotlib()
    import matplotlib
    from matplotlib.backends.backend_agg import FigureCanvasAgg

    with matplotlib.rc_context({"font.family": _font_fallbacks()}):
        fig = figure(runs, **kw)
        FigureCanvasAgg(fig)
        buf = io.BytesIO()
        fig.savefig(buf, format="png", dpi=dpi)
    return buf.getvalue()


def _table(header: Sequence[str], rows: Sequence[Sequence[Any]]) -> str:
    head = "".join(f"<th>{html.escape(str(h))}</th>" for h in header)
    body = "".join("<tr>" + "".join(f"<td>{html.escape(str(c))}</td>" for c in r) + "</tr>"
                   for r in rows)
    return f"<table><tr>{head}</tr>{body}</table>"


def report_html(runs: Sequence[tuple[str, Mapping[str, Any]]], png: bytes,
                names: Mapping[str, str] | None = None, text: Mapping[str, str] | None = None,
                title: str | None = None, players: tuple[str, str] | None = None) -> str:
    """A self-contained HTML page: the figure (embedded) and the tables behind it, in the
    words of ``text`` (:data:`HTML_TEXT` by default) with sides and unit types by ``names``,
    the scenario's ``title`` and the ``players``' names where given."""
    t = {**HTML_TEXT, **(text or {})}
    s0 = runs[0][1]
    sc = s0["scenario"]
    nm = {**sc.get("unit_types", {}), **sc.get("names", {}), **(names or {}), "draw": t["draw"]}
    title = title or sc["title"]
    a, b = players or (s0["players"]["A"], s0["players"]["B"])
    parts = [f"<h1>{html.escape(t['heading'].format(title=title, a=a, b=b))}</h1>"]
    for label, s in runs:
        done = "" if s["complete"] else t["stopped"].format(games=s["games"],
                                                            requested=s["games_requested"])
        run = t["run"].format(label=label or t["results"], games=s["games"], seed=s["seed"])
        parts.append(f"<h2>{html.escape(run + (t['swapped'] if s['swap'] else '') + done)}</h2>")
        parts.append(_table(["", t["wins"], t["rate"], t["interval"]],
                            [[nm.get(k, k), w["wins"], f"{w['rate']:.1%}",
                              f"{w['ci95'][0]:.1%} – {w['ci95'][1]:.1%}"]
                             for k, w in s["wins_by_side"].items()]))
        turns = s["length"]["turns"]
        ended = ", ".join(f"{n} × {c}" for n, c in s["length"]["ended_on_turn"].items())
        parts.append("<p>" + html.escape(t["length"].format(
            turns=turns.get("mean", 0), actions=s["length"]["actions"].get("mean", 0),
            ended=ended)) + "</p>")
        parts.append(_table([t["side"], t["unit_type"], t["units_lost"], t["per_game"]],
                            [[nm.get(side, side), nm.get(ty, ty), c,
                              round(c / max(s["games"], 1), 2)]
                             for side in sc["sides"]
                             for ty, c in s["losses"][side]["by_type"].items()]))
        parts.append(_table(
            [t["attacker"], t["attacks"], t["combats"], t["att_lost"], t["def_lost"],
             t["eliminated"], t["retreats"]],
            [[nm.get(side, side), s["attacks"][side], c["count"], c["steps_lost_per_combat"]["attacker"],
              c["steps_lost_per_combat"]["defender"],
              f"{c['eliminated']['attacker']} / {c['eliminated']['defender']}", c["retreats"]]
             for side, c in s["combats"].items()]))
        results = [[nm.get(side, side), res, n, f"{n / c['count']:.1%}"] for side, c in s["combats"].items()
                   for res, n in c["results"].items()]
        if results:
            parts.append(_table([t["attacker"], t["result"], t["combats"], t["share"]], results))
    img = base64.b64encode(png).decode("ascii")
    return ("<!DOCTYPE html><html><head><meta charset='utf-8'><title>"
            f"{html.escape(t['page_title'].format(title=title))}</title><style>"
            "body{font-family:sans-serif;margin:2em}table{border-collapse:collapse;margin:1em 0}"
            "td,th{border:1px solid #bbb;padding:2px 8px;text-align:right}img{max-width:100%}"
            f"</style></head><body>{parts[0]}<img alt='plots' src='data:image/png;base64,{img}'>"
            + "".join(parts[1:]) + "</body></html>\n")


def write_report(out_dir: str | Path, runs: Sequence[tuple[str, Mapping[str, Any]]],
                 html_text: Mapping[str, str] | None = None, title: str | None = None,
                 players: tuple[str, str] | None = None, **kw: Any) -> list[Path]:
    """report.png and report.html in ``out_dir``: the figure of :func:`png_bytes` (``kw``:
    its ``names`` and ``text``) and the page of :func:`report_html` in ``html_text``'s words."""
    out = Path(out_dir)
    out.mkdir(parents=True, exist_ok=True)
    png = png_bytes(runs, **kw)
    png_path = out / "report.png"
    tmp = png_path.with_suffix(".png.tmp")
    tmp.write_bytes(png)
    tmp.replace(png_path)
    html_path = out / "report.html"
    write_atomic(html_path, report_html(runs, png, names=kw.get("names"), text=html_text,
                                        title=title, players=players))
    return [png_path, html_path]
