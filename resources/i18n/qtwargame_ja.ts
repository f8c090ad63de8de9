<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="ja_JP">
<context>
    <name>AboutDialog</name>
    <message>
        <location filename="../../qtwargame/ui/about_dialog.py" line="77"/>
        <source>About qtwargame</source>
        <translation>qtwargame について</translation>
    </message>
    <message>
        <location filename="../../qtwargame/ui/about_dialog.py" line="84"/>
        <source>Hex-and-counter wargames with every rule enforced.</source>
        <translation>すべてのルールを自動で処理するヘクス＆カウンター・ウォーゲーム。</translation>
    </message>
    <message>
        <location filename="../../qtwargame/ui/about_dialog.py" line="85"/>
        <source>Copyright © the qtwargame developers. Released under the MIT licence.</source>
        <translation>Copyright © qtwargame 開発者。MIT ライセンスで公開。</translation>
    </message>
    <message>
        <location filename="../../qtwargame/ui/about_dialog.py" line="97"/>
        <source>About Qt</source>
        <translation>Qt について</translation>
    </message>
    <message>
        <location filename="../../qtwargame/ui/about_dialog.py" line="107"/>
        <source>Qt and PySide6 are used under the GNU Lesser General Public License version 3, as separate shared libraries that you may replace with your own builds of the same version.</source>
        <translation>Qt と PySide6 は GNU 劣等一般公衆利用許諾書(LGPL)第3版のもとで、別個の共有ライブラリとして使用しています。同じバージョンを自分でビルドしたものに置き換えることができます。</translation>
    </message>
    <message>
        <location filename="../../qtwargame/ui/about_dialog.py" line="111"/>
        <source>In this standalone build they are the libQt6* and PySide6 files of its _internal folder.</source>
        <translation>このスタンドアロン版では、_internal フォルダーの libQt6* と PySide6 のファイルがそれにあたります。</translation>
    </message>
    <message>
        <location filename="../../qtwargame/ui/about_dialog.py" line="115"/>
        <source>Saved games</source>
        <translation>セーブデータ</translation>
    </message>
    <message>
        <location filename="../../qtwargame/ui/about_dialog.py" line="116"/>
        <source>Your scenarios</source>
        <translation>自作シナリオ</translation>
    </message>
    <message>
        <location filename="../../qtwargame/ui/about_dialog.py" line="117"/>
        <source>Autosave</source>
        <translation>自動保存</translation>
    </message>
    <message>
        <location filename="../../qtwargame/ui/about_dialog.py" line="118"/>
        <source>Log file</source>
        <translation>ログファイル</translation>
    </message>
    <message>
        <location filename="../../qtwargame/ui/about_dialog.py" line="122"/>
        <source>The historical games belong to their publishers: their rulebooks are the authority on their rules, and each scenario says which of its parts were reconstructed.</source>
        <translation>歴史ゲームの権利はそれぞれの出版社にあります。ルールの拠り所はそのルールブックであり、各シナリオはどの部分を再構成したかを示しています。</translation>
    </message>
    <message>
        <location filename="../../qtwargame/ui/about_dialog.py" line="125"/>
        <source>Component</source>
        <translation>構成要素</translation>
    </message>
    <message>
        <location filename="../../qtwargame/ui/about_dialog.py" line="125"/>
        <source>Licence</source>
        <translation>ライセンス</translation>
    </message>
    <message>
        <location filename="../../qtwargame/ui/about_dialog.py" line="125"/>
        <source>Version</source>
        <translation>バージョン</translation>
    </message>
    <message>
        <location filename="../../qtwargame/ui/about_dialog.py" line="128"/>
        <source>Licences</source>
        <translation>ライセンス</translation>
    </message>
    <message>
        <location filename="../../qtwargame/ui/about_dialog.py" line="131"/>
        <source>Your files</source>
        <translation>あなたのファイル</translation>
    </message>
</context>
<context>
    <name>ActionChooser</name>
    <message>
        <location filename="../../qtwargame/ui/action_chooser.py" line="38"/>
        <source>Choose an action</source>
        <translation>行動を選択</translation>
    </message>
    <message>
        <location filename="../../qtwargame/ui/action_chooser.py" line="40"/>
        <source>These actions are legal now:</source>
        <translation>現在実行できる行動:</translation>
    </message>
</context>
<context>
    <name>AttackTool</name>
    <message>
        <location filename="../../qtwargame/ui/tools/attack_tool.py" line="36"/>
        <source>Click attackers, then an enemy hex outlined in red; Declare attack. Then close and resolve the combats.</source>
        <translation>攻撃ユニット、次に赤枠の敵ヘクスをクリックして「攻撃を宣言」。宣言を締め切って各戦闘を解決します。</translation>
    </message>
    <message>
        <location filename="../../qtwargame/ui/tools/attack_tool.py" line="38"/>
        <source>Click attackers, then an enemy hex outlined in red (Shift-click adds hexes). Check the odds, then Resolve attack.</source>
        <translation>攻撃ユニット、次に赤枠の敵ヘクスをクリック（Shift+クリックでヘクスを追加）。戦力比を確かめて「戦闘解決」。</translation>
    </message>
    <message>
        <location filename="../../qtwargame/ui/tools/attack_tool.py" line="177"/>
        <source>{unit} cannot attack now: no enemy unit is next to it.</source>
        <translation>{unit}は今は攻撃できません。隣接する敵ユニットがありません。</translation>
    </message>
    <message>
        <location filename="../../qtwargame/ui/tools/attack_tool.py" line="181"/>
        <source>Cannot attack: {why}</source>
        <translation>攻撃できません: {why}</translation>
    </message>
    <message>
        <location filename="../../qtwargame/ui/tools/attack_tool.py" line="182"/>
        <source>{unit} cannot attack now.</source>
        <translation>{unit}は今は攻撃できません。</translation>
    </message>
    <message>
        <location filename="../../qtwargame/ui/tools/attack_tool.py" line="274"/>
        <source>Choose attackers and a target first.</source>
        <translation>先に攻撃ユニットと目標を選んでください。</translation>
    </message>
    <message>
        <location filename="../../qtwargame/ui/tools/attack_tool.py" line="396"/>
        <source>No attack is owed now.</source>
        <translation>いま義務となっている攻撃はありません。</translation>
    </message>
    <message>
        <location filename="../../qtwargame/ui/tools/attack_tool.py" line="410"/>
        <source>Proposed: the last owed attack. Adjust it, then Declare.</source>
        <translation>最後の義務攻撃を提案しました。調整してから宣言してください。</translation>
    </message>
    <message>
        <location filename="../../qtwargame/ui/tools/attack_tool.py" line="412"/>
        <source>Proposed: the last owed attack. Adjust it, then Resolve.</source>
        <translation>最後の義務攻撃を提案しました。調整してから解決してください。</translation>
    </message>
    <message>
        <location filename="../../qtwargame/ui/tools/attack_tool.py" line="415"/>
        <source>Proposed: an owed attack ({left}). Adjust it, then Declare.</source>
        <translation>義務攻撃を提案しました（{left}）。調整してから宣言してください。</translation>
    </message>
    <message>
        <location filename="../../qtwargame/ui/tools/attack_tool.py" line="418"/>
        <source>Proposed: an owed attack ({left}). Adjust it, then Resolve.</source>
        <translation>義務攻撃を提案しました（{left}）。調整してから解決してください。</translation>
    </message>
    <message>
        <location filename="../../qtwargame/ui/tools/attack_tool.py" line="523"/>
        <source>{n:# unit|# units} still to attack, {m:# hex|# hexes} to be attacked</source>
        <translation>攻撃義務の残り{n}ユニット・{m}ヘクス</translation>
    </message>
    <message>
        <location filename="../../qtwargame/ui/tools/attack_tool.py" line="526"/>
        <source>{n:# hex still to be attacked|# hexes still to be attacked}</source>
        <translation>攻撃義務の残り{n}ヘクス</translation>
    </message>
    <message>
        <location filename="../../qtwargame/ui/tools/attack_tool.py" line="528"/>
        <source>{n:# unit still to attack|# units still to attack}</source>
        <translation>攻撃義務の残り{n}ユニット</translation>
    </message>
    <message>
        <source>Click attackers, then an enemy hex outlined in red, and Declare. Then close the declarations and resolve each combat.</source>
        <translation type="vanished">攻撃ユニット、次に赤枠の敵ヘクスをクリックして「攻撃を宣言」。その後、宣言を締め切って各戦闘を解決します。</translation>
    </message>
    <message>
        <source>Click attackers, then an enemy hex outlined in red, then Declare attack. Close the declarations and resolve each combat.</source>
        <translation type="vanished">攻撃ユニット、次に赤枠の敵ヘクスをクリックして「攻撃を宣言」。宣言を締め切って各戦闘を解決します。</translation>
    </message>
    <message>
        <source>Click your units to choose attackers, then an enemy hex outlined in red (Shift-click more hexes to attack them together). Check the odds, then Resolve. End the phase when done.</source>
        <translation type="vanished">自軍ユニットをクリックして攻撃ユニットを選び、赤枠の敵ヘクスをクリックします（Shift+クリックで複数ヘクスを同時に攻撃）。戦力比を確かめて「攻撃を解決」。終わったらフェイズを終了します。</translation>
    </message>
    <message>
        <source>Click your units to choose attackers, then an enemy hex outlined in red. Check the odds, then Resolve. End the phase when done.</source>
        <translation type="vanished">自軍ユニットをクリックして攻撃ユニットを選び、赤枠の敵ヘクスをクリックしてください。戦力比を確認して「戦闘解決」。終わったらフェイズを終了します。</translation>
    </message>
    <message>
        <source>Proposed: {n} owed attacks left. Adjust it, then Declare.</source>
        <translation type="vanished">提案しました（残りの義務攻撃{n}件）。調整してから宣言してください。</translation>
    </message>
    <message>
        <source>Proposed: {n} owed attacks left. Adjust it, then Resolve.</source>
        <translation type="vanished">提案しました（残りの義務攻撃{n}件）。調整してから解決してください。</translation>
    </message>
</context>
<context>
    <name>BalanceDialog</name>
    <message>
        <location filename="../../qtwargame/editor/balance_dialog.py" line="146"/>
        <source>Balance Test</source>
        <translation>バランステスト</translation>
    </message>
    <message>
        <location filename="../../qtwargame/editor/balance_dialog.py" line="166"/>
        <source>Swap sides in every second game (paired seeds)</source>
        <translation>2戦ごとに陣営を入れ替える（同じ乱数シードで対にする）</translation>
    </message>
    <message>
        <location filename="../../qtwargame/editor/balance_dialog.py" line="170"/>
        <source>Compare with the last saved version</source>
        <translation>最後に保存した版と比較する</translation>
    </message>
    <message>
        <location filename="../../qtwargame/editor/balance_dialog.py" line="173"/>
        <source>Player A ({side})</source>
        <translation>プレイヤーA（{side}）</translation>
    </message>
    <message>
        <location filename="../../qtwargame/editor/balance_dialog.py" line="175"/>
        <source>Player B ({side})</source>
        <translation>プレイヤーB（{side}）</translation>
    </message>
    <message>
        <location filename="../../qtwargame/editor/balance_dialog.py" line="179"/>
        <source>Games</source>
        <translation>対戦数</translation>
    </message>
    <message>
        <location filename="../../qtwargame/editor/balance_dialog.py" line="179"/>
        <source>Seed</source>
        <translation>シード</translation>
    </message>
    <message>
        <location filename="../../qtwargame/editor/balance_dialog.py" line="180"/>
        <source>Worker processes</source>
        <translation>ワーカープロセス数</translation>
    </message>
    <message>
        <location filename="../../qtwargame/editor/balance_dialog.py" line="191"/>
        <source>Run</source>
        <translation>実行</translation>
    </message>
    <message>
        <location filename="../../qtwargame/editor/balance_dialog.py" line="193"/>
        <source>Cancel</source>
        <translation>中止</translation>
    </message>
    <message>
        <location filename="../../qtwargame/editor/balance_dialog.py" line="197"/>
        <source>Save Results…</source>
        <translation>結果を保存…</translation>
    </message>
    <message>
        <location filename="../../qtwargame/editor/balance_dialog.py" line="199"/>
        <source>Write the games, the summary and the tables (JSON and CSV) and the plots to a folder</source>
        <translation>各対戦の記録、集計、表（JSONとCSV）とグラフをフォルダに書き出します</translation>
    </message>
    <message>
        <location filename="../../qtwargame/editor/balance_dialog.py" line="203"/>
        <source>%v / %m games</source>
        <translation>%v / %m 戦</translation>
    </message>
    <message>
        <location filename="../../qtwargame/editor/balance_dialog.py" line="219"/>
        <location filename="../../qtwargame/editor/balance_dialog.py" line="462"/>
        <source>Measure</source>
        <translation>項目</translation>
    </message>
    <message>
        <location filename="../../qtwargame/editor/balance_dialog.py" line="250"/>
        <source>Random</source>
        <translation>ランダム</translation>
    </message>
    <message>
        <location filename="../../qtwargame/editor/balance_dialog.py" line="274"/>
        <source>The scenario has not been saved yet.</source>
        <translation>シナリオはまだ保存されていません。</translation>
    </message>
    <message>
        <location filename="../../qtwargame/editor/balance_dialog.py" line="278"/>
        <source>The scenario is as last saved ({path}): nothing to compare yet.</source>
        <translation>シナリオは最後に保存したとおりです({path}): まだ比べるものがありません。</translation>
    </message>
    <message>
        <location filename="../../qtwargame/editor/balance_dialog.py" line="297"/>
        <source>The scenario has {n:# problem; fix it|# problems; fix them} to run a balance test.</source>
        <translation>シナリオに{n}件の問題があります。バランステストを行うには修正してください。</translation>
    </message>
    <message>
        <location filename="../../qtwargame/editor/balance_dialog.py" line="301"/>
        <source>A balance test needs a scenario with two sides.</source>
        <translation>バランステストには2陣営のシナリオが必要です。</translation>
    </message>
    <message>
        <location filename="../../qtwargame/editor/balance_dialog.py" line="306"/>
        <source>The game cannot start from this scenario: {error}</source>
        <translation>このシナリオではゲームを開始できません：{error}</translation>
    </message>
    <message>
        <location filename="../../qtwargame/editor/balance_dialog.py" line="309"/>
        <source>current</source>
        <translation>編集中の版</translation>
    </message>
    <message>
        <location filename="../../qtwargame/editor/balance_dialog.py" line="319"/>
        <source>The saved file cannot be played, so only the current version runs: {error}</source>
        <translation>保存済みのファイルではプレイできないため、編集中の版のみ実行します：{error}</translation>
    </message>
    <message>
        <location filename="../../qtwargame/editor/balance_dialog.py" line="325"/>
        <source>last saved</source>
        <translation>最後に保存した版</translation>
    </message>
    <message>
        <location filename="../../qtwargame/editor/balance_dialog.py" line="353"/>
        <source>Playing {n:# game|# games}…</source>
        <translation>{n}戦をプレイ中…</translation>
    </message>
    <message>
        <location filename="../../qtwargame/editor/balance_dialog.py" line="373"/>
        <source>Stopping after the games being played…</source>
        <translation>進行中の対戦が終わりしだい停止します…</translation>
    </message>
    <message>
        <location filename="../../qtwargame/editor/balance_dialog.py" line="380"/>
        <source>{done} of {total} games, about {seconds} s left</source>
        <translation>{total}戦中{done}戦終了、残り約{seconds}秒</translation>
    </message>
    <message>
        <location filename="../../qtwargame/editor/balance_dialog.py" line="395"/>
        <source>The balance test failed: {error}</source>
        <translation>バランステストに失敗しました：{error}</translation>
    </message>
    <message>
        <location filename="../../qtwargame/editor/balance_dialog.py" line="403"/>
        <source>Cancelled; the results below are of the {n:# game|# games} finished.</source>
        <translation>中止しました。以下は終了した{n}戦の結果です。</translation>
    </message>
    <message>
        <location filename="../../qtwargame/editor/balance_dialog.py" line="407"/>
        <source>Done: {n:# game|# games}. The scenario is as last saved, so only this version was played.</source>
        <translation>完了：{n}戦。シナリオは最後に保存したとおりなので、この版だけで対戦しました。</translation>
    </message>
    <message>
        <location filename="../../qtwargame/editor/balance_dialog.py" line="410"/>
        <source>Done: {n:# game|# games} per version.</source>
        <translation>完了：各版{n}戦。</translation>
    </message>
    <message>
        <location filename="../../qtwargame/editor/balance_dialog.py" line="417"/>
        <source>No finished games to plot.</source>
        <translation>グラフにできる終了済みの対戦がありません。</translation>
    </message>
    <message>
        <location filename="../../qtwargame/editor/balance_dialog.py" line="422"/>
        <source>Save Balance Test Results</source>
        <translation>バランステストの結果を保存</translation>
    </message>
    <message>
        <location filename="../../qtwargame/editor/balance_dialog.py" line="453"/>
        <source>The results could not be saved: {error}</source>
        <translation>結果を保存できませんでした：{error}</translation>
    </message>
    <message>
        <location filename="../../qtwargame/editor/balance_dialog.py" line="455"/>
        <source>Saved {n:# file|# files} in {folder}</source>
        <translation>{folder}に{n}個のファイルを保存しました</translation>
    </message>
    <message>
        <location filename="../../qtwargame/editor/balance_dialog.py" line="465"/>
        <source>Difference</source>
        <translation>差</translation>
    </message>
    <message>
        <location filename="../../qtwargame/editor/balance_dialog.py" line="465"/>
        <source>Intervals overlap</source>
        <translation>信頼区間の重なり</translation>
    </message>
    <message>
        <location filename="../../qtwargame/editor/balance_dialog.py" line="476"/>
        <source>Player {slot} ({level}) wins</source>
        <translation>プレイヤー{slot}（{level}）の勝利</translation>
    </message>
    <message>
        <location filename="../../qtwargame/editor/balance_dialog.py" line="479"/>
        <source>Draws</source>
        <translation>引き分け</translation>
    </message>
    <message>
        <location filename="../../qtwargame/editor/balance_dialog.py" line="481"/>
        <source>{side} wins</source>
        <translation>{side}の勝利</translation>
    </message>
    <message>
        <location filename="../../qtwargame/editor/balance_dialog.py" line="487"/>
        <source>yes</source>
        <translation>あり</translation>
    </message>
    <message>
        <location filename="../../qtwargame/editor/balance_dialog.py" line="488"/>
        <source>no: the balance changed</source>
        <translation>なし：バランスが変化した</translation>
    </message>
    <message>
        <location filename="../../qtwargame/editor/balance_dialog.py" line="495"/>
        <source>Mean length (turns)</source>
        <translation>平均ゲーム長（ターン）</translation>
    </message>
    <message>
        <location filename="../../qtwargame/editor/balance_dialog.py" line="498"/>
        <source>{side} units lost per game</source>
        <translation>{side}の1ゲームあたり損失ユニット数</translation>
    </message>
    <message>
        <location filename="../../qtwargame/editor/balance_dialog.py" line="551"/>
        <source>Balance Test…</source>
        <translation>バランステスト…</translation>
    </message>
    <message>
        <source>Cancelled; the results below are of the {n} games finished.</source>
        <translation type="vanished">中止しました。以下は終了した{n}戦の結果です。</translation>
    </message>
    <message>
        <source>Done: {n} games per version.</source>
        <translation type="vanished">完了：各版{n}戦。</translation>
    </message>
    <message>
        <source>No unit was lost</source>
        <translation type="vanished">損失ユニットなし</translation>
    </message>
    <message>
        <source>Playing {n} games…</source>
        <translation type="vanished">{n}戦をプレイ中…</translation>
    </message>
    <message>
        <source>Saved {n} files in {folder}</source>
        <translation type="vanished">{folder}に{n}個のファイルを保存しました</translation>
    </message>
    <message>
        <source>The scenario has {n} problems; fix them to run a balance test.</source>
        <translation type="vanished">シナリオに{n}件の問題があります。バランステストを行うには修正してください。</translation>
    </message>
    <message>
        <source>Units lost per game by type</source>
        <translation type="vanished">兵科別・1ゲームあたりの損失ユニット数</translation>
    </message>
    <message>
        <source>Units lost per turn (mean, 10–90%)</source>
        <translation type="vanished">ターンごとの損失ユニット数（平均と10–90%の範囲）</translation>
    </message>
    <message>
        <source>Victory points at the end of each turn (median, 10–90%)</source>
        <translation type="vanished">各ターン終了時の勝利得点（中央値と10–90%の範囲）</translation>
    </message>
    <message>
        <source>Wins with 95% intervals</source>
        <translation type="vanished">勝率と95%信頼区間</translation>
    </message>
    <message>
        <source>draw</source>
        <translation type="vanished">引き分け</translation>
    </message>
    <message>
        <source>share of games</source>
        <translation type="vanished">ゲームの割合</translation>
    </message>
    <message>
        <source>turn</source>
        <translation type="vanished">ターン</translation>
    </message>
    <message>
        <source>units</source>
        <translation type="vanished">ユニット数</translation>
    </message>
    <message>
        <source>victory points</source>
        <translation type="vanished">勝利得点</translation>
    </message>
    <message>
        <source>{games} games</source>
        <translation type="vanished">{games}戦</translation>
    </message>
</context>
<context>
    <name>BoardScene</name>
    <message>
        <location filename="../../qtwargame/ui/board_scene.py" line="281"/>
        <source>Values: {values} (steps left: {left} of {count})</source>
        <translation>数値: {values}(残りステップ{left}/{count})</translation>
    </message>
    <message>
        <location filename="../../qtwargame/ui/board_scene.py" line="284"/>
        <source>Hex {hex}</source>
        <translation>ヘクス{hex}</translation>
    </message>
    <message>
        <location filename="../../qtwargame/ui/board_scene.py" line="286"/>
        <source>Out of supply</source>
        <translation>補給切れ</translation>
    </message>
    <message>
        <source>Values: {values} (step {step} of {count})</source>
        <translation type="vanished">数値: {values}(ステップ {step}/{count})</translation>
    </message>
</context>
<context>
    <name>BoardView</name>
    <message>
        <location filename="../../qtwargame/ui/board_view.py" line="154"/>
        <source>On top: {unit}</source>
        <translation>一番上: {unit}</translation>
    </message>
    <message>
        <location filename="../../qtwargame/ui/board_view.py" line="168"/>
        <source>No unit can act now.</source>
        <translation>いま行動できるユニットはありません。</translation>
    </message>
    <message>
        <location filename="../../qtwargame/ui/board_view.py" line="183"/>
        <source>Next: {unit}</source>
        <translation>次: {unit}</translation>
    </message>
    <message>
        <source>Cycle the selected stack: its top counter to the bottom</source>
        <translation type="vanished">選択したスタックを回す（一番上の駒を一番下へ）</translation>
    </message>
    <message>
        <source>Fit the map to the window</source>
        <translation type="vanished">マップをウィンドウに合わせる</translation>
    </message>
    <message>
        <source>Pan down</source>
        <translation type="vanished">下へスクロール</translation>
    </message>
    <message>
        <source>Pan left</source>
        <translation type="vanished">左へスクロール</translation>
    </message>
    <message>
        <source>Pan right</source>
        <translation type="vanished">右へスクロール</translation>
    </message>
    <message>
        <source>Pan up</source>
        <translation type="vanished">上へスクロール</translation>
    </message>
    <message>
        <source>Put the unit down, or cancel the attack or card</source>
        <translation type="vanished">持ち上げたユニットを戻す、または攻撃やカードを取り消す</translation>
    </message>
    <message>
        <source>Spread out the selected stack, or close it</source>
        <translation type="vanished">選択したスタックを広げる／閉じる</translation>
    </message>
    <message>
        <source>Zoom in</source>
        <translation type="vanished">拡大</translation>
    </message>
    <message>
        <source>Zoom out</source>
        <translation type="vanished">縮小</translation>
    </message>
</context>
<context>
    <name>BrushTool</name>
    <message>
        <location filename="../../qtwargame/editor/tools/brush_tool.py" line="26"/>
        <source>Terrain brush</source>
        <translation>地形ブラシ</translation>
    </message>
    <message>
        <location filename="../../qtwargame/editor/tools/brush_tool.py" line="29"/>
        <source>Drag to paint terrain; the right button picks the terrain under the mouse.</source>
        <translation>ドラッグで地形を塗ります。右ボタンでマウスの下の地形を拾います。</translation>
    </message>
    <message>
        <location filename="../../qtwargame/editor/tools/brush_tool.py" line="54"/>
        <source>Picked terrain {terrain}</source>
        <translation>地形「{terrain}」を拾いました</translation>
    </message>
</context>
<context>
    <name>CalibrateTool</name>
    <message>
        <location filename="../../qtwargame/editor/tools/calibrate_tool.py" line="26"/>
        <source>Trace a scanned map</source>
        <translation>スキャンしたマップをなぞる</translation>
    </message>
    <message>
        <location filename="../../qtwargame/editor/tools/calibrate_tool.py" line="29"/>
        <source>Click the centre of a hex on the image and type its number; two hexes calibrate the grid.</source>
        <translation>画像上のヘクスの中心をクリックしてヘクス番号を入力します。2 ヘクスでグリッドの位置が合います。</translation>
    </message>
    <message>
        <location filename="../../qtwargame/editor/tools/calibrate_tool.py" line="40"/>
        <source>Calibrate</source>
        <translation>位置合わせ</translation>
    </message>
    <message>
        <location filename="../../qtwargame/editor/tools/calibrate_tool.py" line="41"/>
        <source>Number of the hex clicked:</source>
        <translation>クリックしたヘクスの番号:</translation>
    </message>
    <message>
        <location filename="../../qtwargame/editor/tools/calibrate_tool.py" line="49"/>
        <source>Import a background image first (Map menu).</source>
        <translation>先に背景画像を読み込んでください(マップ メニュー)。</translation>
    </message>
    <message>
        <location filename="../../qtwargame/editor/tools/calibrate_tool.py" line="59"/>
        <source>{label} is not a hex number of this map</source>
        <translation>{label} はこのマップのヘクス番号ではありません</translation>
    </message>
    <message>
        <location filename="../../qtwargame/editor/tools/calibrate_tool.py" line="68"/>
        <source>Now click a second hex, far from the first.</source>
        <translation>次に、1 つ目から離れた 2 つ目のヘクスをクリックしてください。</translation>
    </message>
    <message>
        <location filename="../../qtwargame/editor/tools/calibrate_tool.py" line="83"/>
        <source>Grid calibrated: hex size {size:.1f} px, mean miss {miss:.1f} px</source>
        <translation>グリッドの位置を合わせました: ヘクスの大きさ {size:.1f} px、平均誤差 {miss:.1f} px</translation>
    </message>
</context>
<context>
    <name>CardChoice</name>
    <message>
        <location filename="../../qtwargame/ui/card_choice.py" line="32"/>
        <source>Choose the cards to keep: click them in the Cards panel, then click Confirm selection.</source>
        <translation>残すカードを選んでください。「カード」パネルでクリックし、「選択を確定」を押します。</translation>
    </message>
    <message>
        <location filename="../../qtwargame/ui/card_choice.py" line="37"/>
        <source>No card is kept this turn: click {n:the chosen card|each of the # chosen cards} again to put it back, then click Confirm selection.</source>
        <translation>このターンに残すカードはありません。選んだ{n}枚をもう一度クリックして戻し、「選択を確定」を押してください。</translation>
    </message>
    <message>
        <location filename="../../qtwargame/ui/card_choice.py" line="41"/>
        <source>No card is kept this turn: click Confirm selection in the Cards panel.</source>
        <translation>このターンに残すカードはありません。「カード」パネルの「選択を確定」を押してください。</translation>
    </message>
    <message>
        <location filename="../../qtwargame/ui/card_choice.py" line="45"/>
        <source>Choose 1 card to keep: click it in the Cards panel, then click Confirm selection.</source>
        <translation>残すカードを1枚選んでください。「カード」パネルでクリックし、「選択を確定」を押します。</translation>
    </message>
    <message>
        <location filename="../../qtwargame/ui/card_choice.py" line="48"/>
        <source>Choose {n} cards to keep: click them in the Cards panel, then click Confirm selection.</source>
        <translation>残すカードを{n}枚選んでください。「カード」パネルでクリックし、「選択を確定」を押します。</translation>
    </message>
    <message>
        <location filename="../../qtwargame/ui/card_choice.py" line="53"/>
        <source>{picked} of {n} cards chosen: click {more:# more card|# more cards} in the Cards panel, then click Confirm selection.</source>
        <translation>{n}枚中{picked}枚を選びました。「カード」パネルであと{more}枚クリックし、「選択を確定」を押してください。</translation>
    </message>
    <message>
        <location filename="../../qtwargame/ui/card_choice.py" line="58"/>
        <source>{n:# card|# cards} chosen: click Confirm selection, or click a card again to put it back.</source>
        <translation>{n}枚を選びました。「選択を確定」を押してください。選んだカードをクリックすると戻せます。</translation>
    </message>
    <message>
        <location filename="../../qtwargame/ui/card_choice.py" line="62"/>
        <source>{picked} cards chosen, but {n:only # is|only # are} kept: click a chosen card to put it back ({extra:# too many|# too many}).</source>
        <translation>{picked}枚を選んでいますが、残せるのは{n}枚です。選んだカードをクリックして戻してください({extra}枚超過)。</translation>
    </message>
    <message>
        <location filename="../../qtwargame/ui/card_choice.py" line="74"/>
        <source>Choose {more:# more card|# more cards} in the Cards panel, then click Confirm selection</source>
        <translation>「カード」パネルであと{more}枚選び、「選択を確定」を押してください</translation>
    </message>
    <message>
        <location filename="../../qtwargame/ui/card_choice.py" line="79"/>
        <source>Confirm the {n:chosen card|# chosen cards} first: click Confirm selection in the Cards panel</source>
        <translation>先に選んだ{n}枚を確定してください。「カード」パネルの「選択を確定」を押します</translation>
    </message>
    <message>
        <location filename="../../qtwargame/ui/card_choice.py" line="83"/>
        <source>Put back {extra:# chosen card|# chosen cards} first: only {n:# card is|# cards are} kept</source>
        <translation>先に選んだカードを{extra}枚戻してください。残せるのは{n}枚です</translation>
    </message>
</context>
<context>
    <name>CardEditor</name>
    <message>
        <location filename="../../qtwargame/editor/panels/card_editor.py" line="131"/>
        <source>Add card</source>
        <translation>カードを追加</translation>
    </message>
    <message>
        <location filename="../../qtwargame/editor/panels/card_editor.py" line="132"/>
        <source>Delete</source>
        <translation>削除</translation>
    </message>
    <message>
        <location filename="../../qtwargame/editor/panels/card_editor.py" line="133"/>
        <source>Add icon</source>
        <translation>アイコンを追加</translation>
    </message>
    <message>
        <location filename="../../qtwargame/editor/panels/card_editor.py" line="134"/>
        <source>Remove icon</source>
        <translation>アイコンを削除</translation>
    </message>
    <message>
        <location filename="../../qtwargame/editor/panels/card_editor.py" line="136"/>
        <source>ID</source>
        <translation>ID</translation>
    </message>
    <message>
        <location filename="../../qtwargame/editor/panels/card_editor.py" line="136"/>
        <source>Name (English)</source>
        <translation>名前(英語)</translation>
    </message>
    <message>
        <location filename="../../qtwargame/editor/panels/card_editor.py" line="136"/>
        <source>Name (Japanese)</source>
        <translation>名前(日本語)</translation>
    </message>
    <message>
        <location filename="../../qtwargame/editor/panels/card_editor.py" line="136"/>
        <source>Side</source>
        <translation>陣営</translation>
    </message>
    <message>
        <location filename="../../qtwargame/editor/panels/card_editor.py" line="137"/>
        <source>Provenance</source>
        <translation>出典</translation>
    </message>
    <message>
        <location filename="../../qtwargame/editor/panels/card_editor.py" line="137"/>
        <source>Text (English)</source>
        <translation>テキスト(英語)</translation>
    </message>
    <message>
        <location filename="../../qtwargame/editor/panels/card_editor.py" line="137"/>
        <source>Text (Japanese)</source>
        <translation>テキスト(日本語)</translation>
    </message>
    <message>
        <location filename="../../qtwargame/editor/panels/card_editor.py" line="138"/>
        <source>Icons</source>
        <translation>アイコン</translation>
    </message>
    <message>
        <location filename="../../qtwargame/editor/panels/card_editor.py" line="140"/>
        <source>One JSON object per icon; double-click to edit.</source>
        <translation>アイコンごとに JSON オブジェクト 1 つ。ダブルクリックで編集します。</translation>
    </message>
    <message>
        <location filename="../../qtwargame/editor/panels/card_editor.py" line="141"/>
        <source>JSON (expert)</source>
        <translation>JSON(上級者向け)</translation>
    </message>
    <message>
        <location filename="../../qtwargame/editor/panels/card_editor.py" line="319"/>
        <source>An icon must be a JSON object, e.g. {&quot;kind&quot;: &quot;attack&quot;}</source>
        <translation>アイコンは JSON オブジェクトで指定します(例: {&quot;kind&quot;: &quot;attack&quot;})</translation>
    </message>
    <message>
        <source>Id</source>
        <translation type="vanished">ID</translation>
    </message>
</context>
<context>
    <name>CardHandPanel</name>
    <message>
        <location filename="../../qtwargame/ui/card_hand_panel.py" line="98"/>
        <source>Confirm selection</source>
        <translation>選択を確定</translation>
    </message>
    <message>
        <location filename="../../qtwargame/ui/card_hand_panel.py" line="132"/>
        <source>{side}: 1 card in hand</source>
        <translation>{side}: 手札 1 枚</translation>
    </message>
    <message>
        <location filename="../../qtwargame/ui/card_hand_panel.py" line="133"/>
        <source>{side}: {n} cards in hand</source>
        <translation>{side}: 手札{n}枚</translation>
    </message>
    <message>
        <location filename="../../qtwargame/ui/card_hand_panel.py" line="135"/>
        <source>{side}: 1 card in hand, {deck} in the deck</source>
        <translation>{side}: 手札 1 枚、山札{deck}枚</translation>
    </message>
    <message>
        <location filename="../../qtwargame/ui/card_hand_panel.py" line="136"/>
        <source>{side}: {n} cards in hand, {deck} in the deck</source>
        <translation>{side}: 手札{n}枚、山札{deck}枚</translation>
    </message>
    <message>
        <location filename="../../qtwargame/ui/card_hand_panel.py" line="178"/>
        <source>{card} cannot be played now.</source>
        <translation>{card}は今はプレイできません。</translation>
    </message>
    <message>
        <location filename="../../qtwargame/ui/card_hand_panel.py" line="204"/>
        <source>{play}: choose the target on the map</source>
        <translation>{play}：対象を地図上で選ぶ</translation>
    </message>
</context>
<context>
    <name>CardIcons</name>
    <message>
        <location filename="../../qtwargame/editor/panels/icon_form.py" line="36"/>
        <source>value</source>
        <translation>値</translation>
    </message>
    <message>
        <location filename="../../qtwargame/editor/panels/icon_form.py" line="37"/>
        <source>city only</source>
        <translation>都市のみ</translation>
    </message>
    <message>
        <location filename="../../qtwargame/editor/panels/icon_form.py" line="38"/>
        <source>count</source>
        <translation>回数</translation>
    </message>
    <message>
        <location filename="../../qtwargame/editor/panels/icon_form.py" line="39"/>
        <source>whose</source>
        <translation>対象</translation>
    </message>
    <message>
        <location filename="../../qtwargame/editor/panels/icon_form.py" line="40"/>
        <source>points</source>
        <translation>ポイント</translation>
    </message>
    <message>
        <location filename="../../qtwargame/editor/panels/icon_form.py" line="41"/>
        <source>branch</source>
        <translation>兵科</translation>
    </message>
    <message>
        <location filename="../../qtwargame/editor/panels/icon_form.py" line="44"/>
        <source>own</source>
        <translation>自軍</translation>
    </message>
    <message>
        <location filename="../../qtwargame/editor/panels/icon_form.py" line="45"/>
        <source>opponent</source>
        <translation>相手</translation>
    </message>
    <message>
        <location filename="../../qtwargame/editor/panels/icon_form.py" line="46"/>
        <source>any</source>
        <translation>任意</translation>
    </message>
    <message>
        <location filename="../../qtwargame/editor/panels/icon_form.py" line="47"/>
        <source>infantry</source>
        <translation>歩兵</translation>
    </message>
    <message>
        <location filename="../../qtwargame/editor/panels/icon_form.py" line="48"/>
        <source>tank</source>
        <translation>戦車</translation>
    </message>
    <message>
        <location filename="../../qtwargame/ui/card_widget.py" line="26"/>
        <source>Street fighting {n:+d}</source>
        <translation>市街戦{n:+d}</translation>
    </message>
    <message>
        <location filename="../../qtwargame/ui/card_widget.py" line="28"/>
        <source>Column shift {n:+d}</source>
        <translation>列シフト{n:+d}</translation>
    </message>
    <message>
        <location filename="../../qtwargame/ui/card_widget.py" line="31"/>
        <source>Tank action ×{n}</source>
        <translation>戦車アクション ×{n}</translation>
    </message>
    <message>
        <location filename="../../qtwargame/ui/card_widget.py" line="33"/>
        <source>Rail move ×{n}</source>
        <translation>鉄道移動 ×{n}</translation>
    </message>
    <message>
        <location filename="../../qtwargame/ui/card_widget.py" line="35"/>
        <source>Activate</source>
        <translation>活性化</translation>
    </message>
    <message>
        <location filename="../../qtwargame/ui/card_widget.py" line="38"/>
        <source>Reroll enemy die</source>
        <translation>敵のダイス振り直し</translation>
    </message>
    <message>
        <location filename="../../qtwargame/ui/card_widget.py" line="39"/>
        <source>Reroll own die</source>
        <translation>自軍のダイス振り直し</translation>
    </message>
    <message>
        <location filename="../../qtwargame/ui/card_widget.py" line="43"/>
        <source>Rebuild {n} (tank)</source>
        <translation>再建{n}(戦車)</translation>
    </message>
    <message>
        <location filename="../../qtwargame/ui/card_widget.py" line="45"/>
        <source>Rebuild {n} (infantry)</source>
        <translation>再建{n}(歩兵)</translation>
    </message>
    <message>
        <location filename="../../qtwargame/ui/card_widget.py" line="46"/>
        <source>Rebuild {n}</source>
        <translation>再建{n}</translation>
    </message>
    <message>
        <location filename="../../qtwargame/ui/card_widget.py" line="48"/>
        <source>Cancel a card</source>
        <translation>カード無効化</translation>
    </message>
    <message>
        <location filename="../../qtwargame/ui/card_widget.py" line="50"/>
        <source>Hero city</source>
        <translation>英雄都市</translation>
    </message>
</context>
<context>
    <name>CardTargetTool</name>
    <message>
        <location filename="../../qtwargame/ui/tools/card_target_tool.py" line="35"/>
        <source>Click a highlighted target for {card}; Esc to cancel.</source>
        <translation>{card}の対象(強調表示)をクリックしてください。Esc で取り消し。</translation>
    </message>
</context>
<context>
    <name>CityDialog</name>
    <message>
        <location filename="../../qtwargame/editor/dialogs/city_dialog.py" line="33"/>
        <source>City</source>
        <translation>都市</translation>
    </message>
    <message>
        <location filename="../../qtwargame/editor/dialogs/city_dialog.py" line="33"/>
        <source>New city</source>
        <translation>新しい都市</translation>
    </message>
    <message>
        <location filename="../../qtwargame/editor/dialogs/city_dialog.py" line="53"/>
        <source>Port</source>
        <translation>港</translation>
    </message>
    <message>
        <location filename="../../qtwargame/editor/dialogs/city_dialog.py" line="55"/>
        <source>Fortress</source>
        <translation>要塞</translation>
    </message>
    <message>
        <location filename="../../qtwargame/editor/dialogs/city_dialog.py" line="58"/>
        <source>comma separated, e.g. capital, kerch</source>
        <translation>カンマ区切り(例: capital, kerch)</translation>
    </message>
    <message>
        <location filename="../../qtwargame/editor/dialogs/city_dialog.py" line="64"/>
        <source>Name (English)</source>
        <translation>名前(英語)</translation>
    </message>
    <message>
        <location filename="../../qtwargame/editor/dialogs/city_dialog.py" line="65"/>
        <source>Name (Japanese)</source>
        <translation>名前(日本語)</translation>
    </message>
    <message>
        <location filename="../../qtwargame/editor/dialogs/city_dialog.py" line="66"/>
        <source>ID</source>
        <translation>ID</translation>
    </message>
    <message>
        <location filename="../../qtwargame/editor/dialogs/city_dialog.py" line="67"/>
        <source>Hex</source>
        <translation>ヘクス</translation>
    </message>
    <message>
        <location filename="../../qtwargame/editor/dialogs/city_dialog.py" line="68"/>
        <source>Kind</source>
        <translation>種類</translation>
    </message>
    <message>
        <location filename="../../qtwargame/editor/dialogs/city_dialog.py" line="69"/>
        <source>Victory points</source>
        <translation>勝利得点</translation>
    </message>
    <message>
        <location filename="../../qtwargame/editor/dialogs/city_dialog.py" line="72"/>
        <source>Tags</source>
        <translation>タグ</translation>
    </message>
    <message>
        <location filename="../../qtwargame/editor/dialogs/city_dialog.py" line="78"/>
        <source>Delete city</source>
        <translation>都市を削除</translation>
    </message>
    <message>
        <location filename="../../qtwargame/editor/dialogs/city_dialog.py" line="117"/>
        <source>A city needs a name and an id.</source>
        <translation>都市には名前と ID が必要です。</translation>
    </message>
    <message>
        <location filename="../../qtwargame/editor/dialogs/city_dialog.py" line="120"/>
        <source>Another city already has this id.</source>
        <translation>この ID は別の都市が使っています。</translation>
    </message>
    <message>
        <source>A city needs an English name and an id.</source>
        <translation type="vanished">都市には英語名と ID が必要です。</translation>
    </message>
    <message>
        <source>Id</source>
        <translation type="vanished">ID</translation>
    </message>
</context>
<context>
    <name>CityTool</name>
    <message>
        <location filename="../../qtwargame/editor/tools/city_tool.py" line="21"/>
        <source>Cities</source>
        <translation>都市</translation>
    </message>
    <message>
        <location filename="../../qtwargame/editor/tools/city_tool.py" line="24"/>
        <source>Click a hex to add or edit its city; right-click a city to delete it.</source>
        <translation>ヘクスをクリックして都市を追加・編集します。都市を右クリックすると削除します。</translation>
    </message>
</context>
<context>
    <name>CombatPanel</name>
    <message>
        <location filename="../../qtwargame/ui/combat_panel.py" line="54"/>
        <source>{side} {low}–{high} steps</source>
        <translation>{side} {low}–{high}ステップ</translation>
    </message>
    <message>
        <location filename="../../qtwargame/ui/combat_panel.py" line="57"/>
        <location filename="../../qtwargame/ui/combat_panel.py" line="59"/>
        <source>{side} {steps} steps</source>
        <translation>{side} {steps}ステップ</translation>
    </message>
    <message>
        <location filename="../../qtwargame/ui/combat_panel.py" line="65"/>
        <source>Expected losses: {losses}; defenders leave the hex: {chance}</source>
        <translation>期待損害: {losses}／防御側がヘクスを離れる確率: {chance}</translation>
    </message>
    <message>
        <location filename="../../qtwargame/ui/combat_panel.py" line="68"/>
        <source>Expected losses: {losses}</source>
        <translation>期待損害: {losses}</translation>
    </message>
    <message>
        <location filename="../../qtwargame/ui/combat_panel.py" line="70"/>
        <source>Defenders leave the hex: {chance}</source>
        <translation>防御側がヘクスを離れる確率: {chance}</translation>
    </message>
    <message>
        <location filename="../../qtwargame/ui/combat_panel.py" line="88"/>
        <source>Certain: {result}; the defenders lose nothing. This attack can only cost the attackers.</source>
        <translation>結果は確定：{result}。防御側は何も失いません。この攻撃は攻撃側の損害にしかなりません。</translation>
    </message>
    <message>
        <location filename="../../qtwargame/ui/combat_panel.py" line="270"/>
        <source>Declare attack</source>
        <translation>攻撃を宣言</translation>
    </message>
    <message>
        <location filename="../../qtwargame/ui/combat_panel.py" line="271"/>
        <source>Resolve attack</source>
        <translation>戦闘解決</translation>
    </message>
    <message>
        <location filename="../../qtwargame/ui/combat_panel.py" line="276"/>
        <source>Clear</source>
        <translation>クリア</translation>
    </message>
    <message>
        <location filename="../../qtwargame/ui/combat_panel.py" line="277"/>
        <source>Propose the Next Owed Attack</source>
        <translation>次の義務攻撃を提案</translation>
    </message>
    <message>
        <location filename="../../qtwargame/ui/combat_panel.py" line="278"/>
        <source>Puts together an attack the rules still require (the enemy hex the most owing units can attack together); adjust it on the map, then Resolve. The next one is proposed after each Resolve.</source>
        <translation>ルールがまだ求めている攻撃（義務のあるユニットが最も多く共同で攻撃できる敵ヘクスへの攻撃）を組み立てます。地図上で調整してから解決してください。解決するたびに次の攻撃が提案されます。</translation>
    </message>
    <message>
        <location filename="../../qtwargame/ui/combat_panel.py" line="295"/>
        <source>Air units committed:</source>
        <translation>投入する航空ユニット:</translation>
    </message>
    <message>
        <location filename="../../qtwargame/ui/combat_panel.py" line="296"/>
        <source>Air points committed:</source>
        <translation>投入する航空ポイント:</translation>
    </message>
    <message>
        <location filename="../../qtwargame/ui/combat_panel.py" line="307"/>
        <source> of {n}</source>
        <translation> / {n}</translation>
    </message>
    <message>
        <location filename="../../qtwargame/ui/combat_panel.py" line="341"/>
        <source>&lt;b&gt;Attackers:&lt;/b&gt; {units}</source>
        <translation>&lt;b&gt;攻撃側:&lt;/b&gt; {units}</translation>
    </message>
    <message>
        <location filename="../../qtwargame/ui/combat_panel.py" line="343"/>
        <source>&lt;b&gt;Target:&lt;/b&gt; {hex}: {units}</source>
        <translation>&lt;b&gt;目標:&lt;/b&gt; {hex}: {units}</translation>
    </message>
    <message>
        <location filename="../../qtwargame/ui/combat_panel.py" line="347"/>
        <source>&lt;b&gt;Also:&lt;/b&gt; {hex}: {units}</source>
        <translation>&lt;b&gt;同時に攻撃:&lt;/b&gt; {hex}: {units}</translation>
    </message>
    <message>
        <location filename="../../qtwargame/ui/combat_panel.py" line="350"/>
        <source>&lt;b&gt;Support:&lt;/b&gt; {units}</source>
        <translation>&lt;b&gt;支援:&lt;/b&gt; {units}</translation>
    </message>
    <message>
        <location filename="../../qtwargame/ui/combat_panel.py" line="353"/>
        <source>&lt;b&gt;Air units:&lt;/b&gt; {n}</source>
        <translation>&lt;b&gt;航空ユニット:&lt;/b&gt; {n}</translation>
    </message>
    <message>
        <location filename="../../qtwargame/ui/combat_panel.py" line="354"/>
        <source>&lt;b&gt;Air points:&lt;/b&gt; {n}</source>
        <translation>&lt;b&gt;航空ポイント:&lt;/b&gt; {n}</translation>
    </message>
    <message>
        <location filename="../../qtwargame/ui/combat_panel.py" line="363"/>
        <source>Dice {att} against {dfn}</source>
        <translation>ダイス{att}対{dfn}</translation>
    </message>
    <message>
        <location filename="../../qtwargame/ui/combat_panel.py" line="364"/>
        <source>Strength {att} against {dfn}</source>
        <translation>戦力{att}対{dfn}</translation>
    </message>
    <message>
        <location filename="../../qtwargame/ui/combat_panel.py" line="367"/>
        <source>Column: &lt;b&gt;{column}&lt;/b&gt;</source>
        <translation>コラム: &lt;b&gt;{column}&lt;/b&gt;</translation>
    </message>
    <message>
        <location filename="../../qtwargame/ui/combat_panel.py" line="369"/>
        <source>Shift {shift:+d}: {reason}</source>
        <translation>コラムシフト{shift:+d}: {reason}</translation>
    </message>
    <message>
        <location filename="../../qtwargame/ui/combat_panel.py" line="372"/>
        <source>Expected hits on {who} units: {hits:.2f}</source>
        <translation>{who}への期待命中数: {hits:.2f}</translation>
    </message>
    <message>
        <location filename="../../qtwargame/ui/combat_panel.py" line="385"/>
        <source>no effect</source>
        <translation>効果なし</translation>
    </message>
    <message>
        <location filename="../../qtwargame/ui/combat_panel.py" line="393"/>
        <source>The rules give no preview of this attack.</source>
        <translation>このルールでは攻撃の事前予測はありません。</translation>
    </message>
    <message>
        <location filename="../../qtwargame/ui/combat_panel.py" line="402"/>
        <source>Every combat is declared: resolve them in the order declared, with the button above.</source>
        <translation>すべての戦闘を宣言済みです：上のボタンで宣言した順に解決してください。</translation>
    </message>
    <message>
        <location filename="../../qtwargame/ui/combat_panel.py" line="407"/>
        <source>Combat under way (below): it waits for the choice named in its last line.</source>
        <translation>戦闘中です（下記）：最後の行に示された選択を待っています。</translation>
    </message>
    <message>
        <location filename="../../qtwargame/ui/combat_panel.py" line="409"/>
        <source>No attack prepared. In a combat phase, click your units, then an enemy hex.</source>
        <translation>攻撃は準備されていません。戦闘フェイズに自軍ユニット、次に敵ヘクスをクリックしてください。</translation>
    </message>
    <message>
        <location filename="../../qtwargame/ui/combat_panel.py" line="480"/>
        <source>&lt;b&gt;Combat at {hexes}&lt;/b&gt;</source>
        <translation>&lt;b&gt;{hexes}の戦闘&lt;/b&gt;</translation>
    </message>
    <message>
        <location filename="../../qtwargame/ui/combat_panel.py" line="482"/>
        <source>Column {column}</source>
        <translation>コラム{column}</translation>
    </message>
    <message>
        <location filename="../../qtwargame/ui/combat_panel.py" line="483"/>
        <source>odds</source>
        <translation>戦力比</translation>
    </message>
    <message>
        <location filename="../../qtwargame/ui/combat_panel.py" line="492"/>
        <source>attacker</source>
        <translation>攻撃側</translation>
    </message>
    <message>
        <location filename="../../qtwargame/ui/combat_panel.py" line="492"/>
        <source>defender</source>
        <translation>防御側</translation>
    </message>
    <message>
        <location filename="../../qtwargame/ui/combat_panel.py" line="505"/>
        <source>1 hit scored</source>
        <translation>1ヒットを与えた</translation>
    </message>
    <message>
        <location filename="../../qtwargame/ui/combat_panel.py" line="506"/>
        <source>{n} hits scored</source>
        <translation>{n}ヒットを与えた</translation>
    </message>
    <message>
        <location filename="../../qtwargame/ui/combat_panel.py" line="513"/>
        <source>{side} ({role}): no dice — 0 hits scored</source>
        <translation>{side} ({role}): サイコロなし — 0ヒットを与えた</translation>
    </message>
    <message>
        <location filename="../../qtwargame/ui/combat_panel.py" line="518"/>
        <source>Result: &lt;b&gt;{result}&lt;/b&gt;</source>
        <translation>結果: &lt;b&gt;{result}&lt;/b&gt;</translation>
    </message>
    <message>
        <location filename="../../qtwargame/ui/combat_panel.py" line="522"/>
        <source>{unit} loses 1 step</source>
        <translation>{unit}が1ステップ失う</translation>
    </message>
    <message>
        <location filename="../../qtwargame/ui/combat_panel.py" line="523"/>
        <source>{unit} loses {n} steps</source>
        <translation>{unit}が{n}ステップ失う</translation>
    </message>
    <message>
        <location filename="../../qtwargame/ui/combat_panel.py" line="525"/>
        <source>{unit} is eliminated</source>
        <translation>{unit}は除去</translation>
    </message>
    <message>
        <location filename="../../qtwargame/ui/combat_panel.py" line="532"/>
        <source>{unit} retreats off the map into {area} (not eliminated)</source>
        <translation>{unit}は{area}へ退却してマップを離れた（除去ではない）</translation>
    </message>
    <message>
        <location filename="../../qtwargame/ui/combat_panel.py" line="535"/>
        <source>{unit} retreats to {hex}</source>
        <translation>{unit}は{hex}へ退却</translation>
    </message>
    <message>
        <location filename="../../qtwargame/ui/combat_panel.py" line="546"/>
        <source>&lt;i&gt;Still to be chosen by {side}: {question}&lt;/i&gt;</source>
        <translation>&lt;i&gt;{side}の選択待ち：{question}&lt;/i&gt;</translation>
    </message>
    <message>
        <location filename="../../qtwargame/ui/combat_panel.py" line="548"/>
        <source>&lt;i&gt;Losses and retreats still to be chosen.&lt;/i&gt;</source>
        <translation>&lt;i&gt;損害と退却はまだ選択中です。&lt;/i&gt;</translation>
    </message>
    <message>
        <source>1 hit</source>
        <translation type="vanished">1ヒット</translation>
    </message>
    <message>
        <source>&lt;b&gt;Also:&lt;/b&gt; hex {hex}: {units}</source>
        <translation type="vanished">&lt;b&gt;同時に攻撃:&lt;/b&gt; ヘクス{hex}: {units}</translation>
    </message>
    <message>
        <source>&lt;b&gt;Target:&lt;/b&gt; hex {hex}: {units}</source>
        <translation type="vanished">&lt;b&gt;目標:&lt;/b&gt; ヘクス{hex}: {units}</translation>
    </message>
    <message>
        <source>{n} hits</source>
        <translation type="vanished">{n}ヒット</translation>
    </message>
</context>
<context>
    <name>CommandLine</name>
    <message>
        <location filename="../../qtwargame/ai/forks.py" line="245"/>
        <source>--levels wants OPPONENT,LEVEL, two of {levels}, not &apos;{given}&apos;</source>
        <translation>--levels には OPPONENT,LEVEL の形で{levels}から2つを指定してください。「{given}」は使えません</translation>
    </message>
    <message>
        <location filename="../../qtwargame/ai/forks.py" line="250"/>
        <source>--side must be one of {sides}, not &apos;{given}&apos;</source>
        <translation>--side には{sides}のいずれかを指定してください。「{given}」は使えません</translation>
    </message>
    <message>
        <location filename="../../qtwargame/ai/forks.py" line="254"/>
        <source>--turn must be a turn of the scenario, {first} to {last}, not {n}</source>
        <translation>--turn にはシナリオのターン（{first}～{last}）を指定してください（{n}が指定されました）</translation>
    </message>
    <message>
        <location filename="../../qtwargame/ai/forks.py" line="258"/>
        <location filename="../../qtwargame/ai/ladder.py" line="345"/>
        <location filename="../../qtwargame/ai/tuning.py" line="397"/>
        <source>{option} must be at least 1, not {n}</source>
        <translation>{option}は1以上にしてください（{n}が指定されました）</translation>
    </message>
    <message>
        <location filename="../../qtwargame/ai/forks.py" line="264"/>
        <source>--budget wants FIELD=NUMBER with FIELD one of {fields}, not &apos;{given}&apos;</source>
        <translation>--budget は FIELD=数値 の形で指定してください（FIELD は次のいずれか：{fields}）。「{given}」は使えません</translation>
    </message>
    <message>
        <location filename="../../qtwargame/ai/forks.py" line="267"/>
        <location filename="../../qtwargame/ai/ladder.py" line="356"/>
        <source>--budget: {level} ({id}) has no search budget, not &apos;{given}&apos;</source>
        <translation>--budget：{level}（{id}）には探索の予算がありません。「{given}」は使えません</translation>
    </message>
    <message>
        <location filename="../../qtwargame/ai/forks.py" line="271"/>
        <location filename="../../qtwargame/ai/ladder.py" line="375"/>
        <source>--weight: {level} ({id}) weighs no positions, not &apos;{given}&apos;</source>
        <translation>--weight：{level}（{id}）は局面を評価しません。「{given}」は使えません</translation>
    </message>
    <message>
        <location filename="../../qtwargame/ai/forks.py" line="281"/>
        <source>--weight wants NAME=NUMBER with NAME one of {names}, not &apos;{given}&apos;</source>
        <translation>--weight は NAME=数値 の形で指定してください（NAME は次のいずれか：{names}）。「{given}」は使えません</translation>
    </message>
    <message>
        <location filename="../../qtwargame/ai/forks.py" line="291"/>
        <location filename="../../qtwargame/ai/weights.py" line="170"/>
        <location filename="../../qtwargame/ai/weights.py" line="173"/>
        <location filename="../../qtwargame/cli.py" line="142"/>
        <source>{file}: cannot read: {reason}</source>
        <translation>{file}: 読めません：{reason}</translation>
    </message>
    <message>
        <location filename="../../qtwargame/ai/forks.py" line="294"/>
        <source>{file}: not the JSON of an ai-forks run (line {line}, column {column}: not JSON: {reason})</source>
        <translation>{file}: ai-forks の実行結果のJSONではありません（{line}行{column}列：JSONとして正しくありません：{reason}）</translation>
    </message>
    <message>
        <location filename="../../qtwargame/ai/forks.py" line="298"/>
        <source>{file}: not the JSON of an ai-forks run (no list of endings, $.forks)</source>
        <translation>{file}: ai-forks の実行結果のJSONではありません（分岐の一覧 $.forks がありません）</translation>
    </message>
    <message>
        <location filename="../../qtwargame/ai/forks.py" line="303"/>
        <source>{file}: not the JSON of an ai-forks run ($.forks[{index}] lacks one of {keys})</source>
        <translation>{file}: ai-forks の実行結果のJSONではありません（$.forks[{index}] に{keys}のいずれかが欠けています）</translation>
    </message>
    <message>
        <location filename="../../qtwargame/ai/forks.py" line="319"/>
        <location filename="../../qtwargame/ai/tuning.py" line="478"/>
        <location filename="../../qtwargame/cli.py" line="398"/>
        <location filename="../../qtwargame/cli.py" line="469"/>
        <location filename="../../qtwargame/cli_common.py" line="79"/>
        <source>{file}: cannot write: {reason}</source>
        <translation>{file}: 書き込めません：{reason}</translation>
    </message>
    <message>
        <location filename="../../qtwargame/ai/forks.py" line="329"/>
        <source>seed {seed} ending {fork}: winner {winner}, margin {margin}, {actions:# action|# actions}, slowest phase {seconds} s</source>
        <translation>シード{seed}の分岐{fork}：勝者{winner}、得点差{margin}、行動数{actions}、最も遅いフェイズ{seconds}秒</translation>
    </message>
    <message>
        <location filename="../../qtwargame/ai/forks.py" line="348"/>
        <source>{side} played by {level} against {opponent} from turn {turn}: {forks:# ending|# endings}, {wins} won, {draws} drawn; margin {margin} ± {se}; slowest phase {seconds} s; decisions cut by a net: {capped}</source>
        <translation>{side}を{level}が担当、相手は{opponent}、ターン{turn}から：分岐{forks}局、{wins}勝、引き分け{draws}。得点差{margin} ± {se}。最も遅いフェイズ{seconds}秒。時間制限で打ち切られた判断{capped}件</translation>
    </message>
    <message>
        <location filename="../../qtwargame/ai/forks.py" line="360"/>
        <source>against {file}: {pairs:# ending|# endings} paired; {side} won {wins} here, {wins_against} there; margin difference {difference} ± {se}; {same} played the same ending</source>
        <translation>{file} との比較：対になった分岐{pairs}局。{side}の勝ちはこちら{wins}、あちら{wins_against}。得点差の差{difference} ± {se}。まったく同じ展開になったもの{same}局</translation>
    </message>
    <message>
        <location filename="../../qtwargame/ai/ladder.py" line="271"/>
        <source>{side}={level}</source>
        <translation>{side}＝{level}</translation>
    </message>
    <message>
        <location filename="../../qtwargame/ai/ladder.py" line="276"/>
        <source>seed {seed} {players}: winner {winner} ({result}), points {points}, {actions:# action|# actions}, {seconds}s</source>
        <translation>シード{seed}（{players}）：勝者{winner}（{result}）、得点（{points}）、行動数{actions}、{seconds}秒</translation>
    </message>
    <message>
        <location filename="../../qtwargame/ai/ladder.py" line="280"/>
        <source>, decisions cut by a net: {cut}</source>
        <translation>、時間制限で打ち切られた判断：{cut}</translation>
    </message>
    <message>
        <location filename="../../qtwargame/ai/ladder.py" line="291"/>
        <source>games</source>
        <translation>対局数</translation>
    </message>
    <message>
        <location filename="../../qtwargame/ai/ladder.py" line="291"/>
        <source>score</source>
        <translation>スコア</translation>
    </message>
    <message>
        <location filename="../../qtwargame/ai/ladder.py" line="291"/>
        <source>vs</source>
        <translation>対戦相手</translation>
    </message>
    <message>
        <location filename="../../qtwargame/ai/ladder.py" line="291"/>
        <source>wins</source>
        <translation>勝数</translation>
    </message>
    <message>
        <location filename="../../qtwargame/ai/ladder.py" line="292"/>
        <source>Wilson 95%</source>
        <translation>Wilson 95%区間</translation>
    </message>
    <message>
        <location filename="../../qtwargame/ai/ladder.py" line="292"/>
        <source>points margin</source>
        <translation>得点差</translation>
    </message>
    <message>
        <location filename="../../qtwargame/ai/ladder.py" line="292"/>
        <source>wins by side</source>
        <translation>陣営別の勝数</translation>
    </message>
    <message>
        <location filename="../../qtwargame/ai/ladder.py" line="293"/>
        <source>median s/phase</source>
        <translation>1フェイズの秒数（中央値）</translation>
    </message>
    <message>
        <location filename="../../qtwargame/ai/ladder.py" line="340"/>
        <source>--levels needs two or more of {levels} (unknown: {unknown})</source>
        <translation>--levels には{levels}から2つ以上を指定してください（不明なもの：{unknown}）</translation>
    </message>
    <message>
        <location filename="../../qtwargame/ai/ladder.py" line="343"/>
        <source>--levels needs two or more of {levels}</source>
        <translation>--levels には{levels}から2つ以上を指定してください</translation>
    </message>
    <message>
        <location filename="../../qtwargame/ai/ladder.py" line="353"/>
        <source>--budget wants LEVEL:FIELD=NUMBER with FIELD one of {fields}, not &apos;{given}&apos;</source>
        <translation>--budget は LEVEL:FIELD=数値 の形で指定してください（FIELD は次のいずれか：{fields}）。「{given}」は使えません</translation>
    </message>
    <message>
        <location filename="../../qtwargame/ai/ladder.py" line="372"/>
        <source>--weight wants LEVEL:NAME=NUMBER with NAME one of {names}, not &apos;{given}&apos;</source>
        <translation>--weight は LEVEL:NAME=数値 の形で指定してください（NAME は次のいずれか：{names}）。「{given}」は使えません</translation>
    </message>
    <message>
        <location filename="../../qtwargame/ai/tuning.py" line="218"/>
        <source>--seed must not be negative, not {n}</source>
        <translation>--seed に負の数は使えません（{n}が指定されました）</translation>
    </message>
    <message>
        <location filename="../../qtwargame/ai/tuning.py" line="220"/>
        <source>seeds {first}-{last} overlap the held-out range {start}-{stop}, where strength is measured and which is never tuned on</source>
        <translation>シード{first}-{last}が取り置きの範囲{start}-{stop}と重なっています（この範囲は強さの測定に使い、調整には決して使いません）</translation>
    </message>
    <message>
        <location filename="../../qtwargame/ai/tuning.py" line="324"/>
        <source>batch {n}/{of}: seeds {first}-{last}, score {score}, margin {margin}, fitness {fitness}, {seconds} s; weights {weights}; best so far {best}</source>
        <translation>バッチ{n}/{of}：シード{first}-{last}、スコア{score}、得点差{margin}、適応度{fitness}、{seconds}秒。重み：{weights}。ここまでの最良：{best}</translation>
    </message>
    <message>
        <location filename="../../qtwargame/ai/tuning.py" line="352"/>
        <source>finalist {n}: seeds {first}-{last}, score {score}, margin {margin}, fitness {fitness}; weights {weights}</source>
        <translation>最終候補{n}：シード{first}-{last}、スコア{score}、得点差{margin}、適応度{fitness}。重み：{weights}</translation>
    </message>
    <message>
        <location filename="../../qtwargame/ai/tuning.py" line="389"/>
        <source>--level must be one of {levels} (the levels that play with tuned weights), not &apos;{given}&apos;</source>
        <translation>--level には{levels}（調整済みの重みを使うレベル）のいずれかを指定してください。「{given}」は使えません</translation>
    </message>
    <message>
        <location filename="../../qtwargame/ai/tuning.py" line="393"/>
        <source>--opponent must be one of {levels}, not &apos;{given}&apos;</source>
        <translation>--opponent には{levels}のいずれかを指定してください。「{given}」は使えません</translation>
    </message>
    <message>
        <location filename="../../qtwargame/ai/tuning.py" line="400"/>
        <source>{option} must be 0 or more, not {n}</source>
        <translation>{option}は0以上にしてください（{n}が指定されました）</translation>
    </message>
    <message>
        <location filename="../../qtwargame/ai/tuning.py" line="409"/>
        <source>--weights: no tunable weight {unknown} (weights: {weights})</source>
        <translation>--weights：調整できる重みに{unknown}はありません（重み：{weights}）</translation>
    </message>
    <message>
        <location filename="../../qtwargame/ai/tuning.py" line="418"/>
        <source>--from-tuned: no tuned weights for {level} ({id}) on the {ruleset} ruleset</source>
        <translation>--from-tuned：ルールセット{ruleset}には{level}（{id}）の調整済みの重みがありません</translation>
    </message>
    <message>
        <location filename="../../qtwargame/ai/tuning.py" line="464"/>
        <source>recommended for {level} on the {ruleset} ruleset: {weights} ({batches:# batch|# batches}, {games:# game|# games})</source>
        <translation>{level}（ルールセット{ruleset}）の推奨値：{weights}（{batches}バッチ、{games}局）</translation>
    </message>
    <message>
        <location filename="../../qtwargame/ai/tuning.py" line="481"/>
        <source>written to {file}</source>
        <translation>{file} に書き込みました</translation>
    </message>
    <message>
        <location filename="../../qtwargame/ai/weights.py" line="101"/>
        <source>{file}: the file must hold a JSON object</source>
        <translation>{file}: ファイルの中身はJSONオブジェクトでなければなりません</translation>
    </message>
    <message>
        <location filename="../../qtwargame/ai/weights.py" line="103"/>
        <source>{file}: &apos;format&apos; must be {format}, not {given}</source>
        <translation>{file}: &apos;format&apos; は{format}でなければなりません（{given}になっています）</translation>
    </message>
    <message>
        <location filename="../../qtwargame/ai/weights.py" line="107"/>
        <source>{file}: &apos;levels&apos; must be an object of level -&gt; weights</source>
        <translation>{file}: &apos;levels&apos; はレベル→重みのオブジェクトでなければなりません</translation>
    </message>
    <message>
        <location filename="../../qtwargame/ai/weights.py" line="112"/>
        <source>{file}: levels.{level} must be an object of name -&gt; number</source>
        <translation>{file}: levels.{level}は名前→数値のオブジェクトでなければなりません</translation>
    </message>
    <message>
        <location filename="../../qtwargame/ai/weights.py" line="117"/>
        <source>{file}: levels.{level}.{name}: no such weight (weights: {names})</source>
        <translation>{file}: levels.{level}.{name}：そのような重みはありません（重み：{names}）</translation>
    </message>
    <message>
        <location filename="../../qtwargame/ai/weights.py" line="122"/>
        <source>{file}: levels.{level}.{name}: {value} is not a finite number</source>
        <translation>{file}: levels.{level}.{name}：{value}は有限の数ではありません</translation>
    </message>
    <message>
        <location filename="../../qtwargame/ai/weights.py" line="141"/>
        <source>{file}: &apos;settings&apos; must be an object of level -&gt; fields</source>
        <translation>{file}: &apos;settings&apos; はレベル→設定項目のオブジェクトでなければなりません</translation>
    </message>
    <message>
        <location filename="../../qtwargame/ai/weights.py" line="146"/>
        <source>{file}: settings.{level} must be an object of field -&gt; number</source>
        <translation>{file}: settings.{level}は設定項目→数値のオブジェクトでなければなりません</translation>
    </message>
    <message>
        <location filename="../../qtwargame/ai/weights.py" line="150"/>
        <source>{file}: settings.{level}.{name}: no such setting (settings: {names})</source>
        <translation>{file}: settings.{level}.{name}：そのような設定項目はありません（設定項目：{names}）</translation>
    </message>
    <message>
        <location filename="../../qtwargame/ai/weights.py" line="157"/>
        <source>{file}: settings.{level}.{name}: {value} is not a whole number of 0 or more</source>
        <translation>{file}: settings.{level}.{name}：{value}は0以上の整数ではありません</translation>
    </message>
    <message>
        <location filename="../../qtwargame/ai/weights.py" line="160"/>
        <source>{file}: settings.{level}.{name}: {value} is not a number of 0 or more</source>
        <translation>{file}: settings.{level}.{name}：{value}は0以上の数ではありません</translation>
    </message>
    <message>
        <location filename="../../qtwargame/ai/weights.py" line="176"/>
        <source>{file}: line {line}, column {column}: {reason}</source>
        <translation>{file}: {line}行{column}列：JSONとして正しくありません（{reason}）</translation>
    </message>
    <message>
        <location filename="../../qtwargame/cli.py" line="78"/>
        <source>{id}: invalid ({n} problems; run qtwargame validate {path})</source>
        <translation>{id}: 不正（問題{n}件。qtwargame validate {path} で確認してください）</translation>
    </message>
    <message>
        <location filename="../../qtwargame/cli.py" line="91"/>
        <source>  (plugin: {source})</source>
        <translation>  （プラグイン：{source}）</translation>
    </message>
    <message>
        <location filename="../../qtwargame/cli.py" line="93"/>
        <source>{id}  {title}  [ruleset: {ruleset}]</source>
        <translation>{id}  {title}  ［ルールセット：{ruleset}］</translation>
    </message>
    <message>
        <location filename="../../qtwargame/cli.py" line="209"/>
        <location filename="../../qtwargame/tournament/command.py" line="107"/>
        <source>--games must be at least 1, not {n}</source>
        <translation>--games は1以上にしてください（{n}が指定されました）</translation>
    </message>
    <message>
        <location filename="../../qtwargame/cli.py" line="226"/>
        <source>FAILED</source>
        <translation>失敗</translation>
    </message>
    <message>
        <location filename="../../qtwargame/cli.py" line="227"/>
        <source>ok</source>
        <translation>正常</translation>
    </message>
    <message>
        <location filename="../../qtwargame/cli.py" line="228"/>
        <source>{n} VIOLATION(S)</source>
        <translation>違反{n}件</translation>
    </message>
    <message>
        <location filename="../../qtwargame/cli.py" line="231"/>
        <source>game {n} seed {seed} winner {winner} {level} turns {turns} actions {actions} {seconds}s  {status}</source>
        <translation>ゲーム{n} シード {seed} 勝者 {winner} {level} ターン数 {turns} 行動数 {actions} {seconds}秒  {status}</translation>
    </message>
    <message>
        <location filename="../../qtwargame/cli.py" line="286"/>
        <source>state hash {digest} matches the save</source>
        <translation>局面のハッシュ {digest} はセーブと一致します</translation>
    </message>
    <message>
        <location filename="../../qtwargame/cli.py" line="288"/>
        <source>state hash {digest} NOT VERIFIED (the save records none)</source>
        <translation>局面のハッシュ {digest} は未検証です（セーブに記録がありません）</translation>
    </message>
    <message>
        <location filename="../../qtwargame/cli.py" line="289"/>
        <source>{file}: {n} actions replayed; turn {turn}, phase {phase}; {verdict}</source>
        <translation>{file}: {n}個の行動を再生しました。第{turn}ターン、{phase}。{verdict}</translation>
    </message>
    <message>
        <location filename="../../qtwargame/cli.py" line="294"/>
        <source>result: {winner} ({level}): {reason}</source>
        <translation>結果：{winner}（{level}）：{reason}</translation>
    </message>
    <message>
        <location filename="../../qtwargame/cli.py" line="328"/>
        <source>{file}: no such file or folder</source>
        <translation>{file}: そのようなファイルもフォルダもありません</translation>
    </message>
    <message>
        <location filename="../../qtwargame/cli.py" line="384"/>
        <source>{file}: no side &apos;{side}&apos; in this game (sides: {sides})</source>
        <translation>{file}: このゲームに陣営「{side}」はありません（陣営：{sides}）</translation>
    </message>
    <message>
        <location filename="../../qtwargame/cli.py" line="402"/>
        <source>{file}: the position as {side} sees it (no dice seed, no hidden information of the other side)</source>
        <translation>{file}: {side}から見た局面です（ダイスのシードと相手側の秘匿情報は含みません）</translation>
    </message>
    <message>
        <location filename="../../qtwargame/cli.py" line="426"/>
        <source>unknown level &apos;{level}&apos; (levels: {levels})</source>
        <translation>不明なレベル「{level}」です（レベル：{levels}）</translation>
    </message>
    <message>
        <location filename="../../qtwargame/cli.py" line="462"/>
        <source>removed {n} files from {folder}</source>
        <translation>{folder} から{n}個のファイルを削除しました</translation>
    </message>
    <message>
        <location filename="../../qtwargame/cli.py" line="472"/>
        <source>installed the menu entry, icons and the .qtwsave file type ({n} files in {folder}); the entry runs: {command}</source>
        <translation>メニュー項目、アイコン、.qtwsave ファイルの種類を登録しました（{folder} に{n}個のファイル）。メニュー項目が実行するコマンド：{command}</translation>
    </message>
    <message>
        <location filename="../../qtwargame/cli.py" line="495"/>
        <source>{file}: {n:# action|# actions}, {stale:# stale answer|# stale answers}</source>
        <translation>{file}: 行動{n}件、古くなったキャッシュの答え{stale}件</translation>
    </message>
    <message>
        <location filename="../../qtwargame/cli_common.py" line="34"/>
        <source>{n} problem(s) in the scenario:</source>
        <translation>シナリオに問題が{n}件あります：</translation>
    </message>
    <message>
        <location filename="../../qtwargame/cli_common.py" line="56"/>
        <source>unknown option &apos;{option}&apos;: ruleset {ruleset} has no optional rules</source>
        <translation>不明なオプション「{option}」です：ルールセット {ruleset} にはオプション・ルールがありません</translation>
    </message>
    <message>
        <location filename="../../qtwargame/cli_common.py" line="58"/>
        <source>unknown option &apos;{option}&apos; for ruleset {ruleset} (options: {known})</source>
        <translation>ルールセット {ruleset} に不明なオプション「{option}」です（オプション：{known}）</translation>
    </message>
    <message>
        <location filename="../../qtwargame/cli_words.py" line="21"/>
        <source>map</source>
        <translation>マップ</translation>
    </message>
    <message>
        <location filename="../../qtwargame/cli_words.py" line="22"/>
        <source>order of battle</source>
        <translation>戦闘序列</translation>
    </message>
    <message>
        <location filename="../../qtwargame/cli_words.py" line="23"/>
        <source>setup</source>
        <translation>初期配置</translation>
    </message>
    <message>
        <location filename="../../qtwargame/cli_words.py" line="24"/>
        <source>reinforcements</source>
        <translation>増援</translation>
    </message>
    <message>
        <location filename="../../qtwargame/cli_words.py" line="25"/>
        <source>tables</source>
        <translation>各種の表</translation>
    </message>
    <message>
        <location filename="../../qtwargame/cli_words.py" line="26"/>
        <source>cards</source>
        <translation>カード</translation>
    </message>
    <message>
        <location filename="../../qtwargame/cli_words.py" line="31"/>
        <source>rulebook</source>
        <translation>ルールブック</translation>
    </message>
    <message>
        <location filename="../../qtwargame/cli_words.py" line="32"/>
        <source>reconstructed</source>
        <translation>再構成</translation>
    </message>
    <message>
        <location filename="../../qtwargame/cli_words.py" line="33"/>
        <source>designer</source>
        <translation>デザイナー</translation>
    </message>
    <message>
        <location filename="../../qtwargame/cli_words.py" line="36"/>
        <source>draw</source>
        <translation>引き分け</translation>
    </message>
    <message>
        <location filename="../../qtwargame/cli_words.py" line="37"/>
        <source>unfinished</source>
        <translation>未終了</translation>
    </message>
    <message>
        <location filename="../../qtwargame/cli_words.py" line="43"/>
        <source>no such file or folder</source>
        <translation>そのようなファイルもフォルダもありません</translation>
    </message>
    <message>
        <location filename="../../qtwargame/cli_words.py" line="44"/>
        <location filename="../../qtwargame/cli_words.py" line="45"/>
        <source>permission denied</source>
        <translation>アクセス権がありません</translation>
    </message>
    <message>
        <location filename="../../qtwargame/cli_words.py" line="46"/>
        <source>it is a folder</source>
        <translation>フォルダです</translation>
    </message>
    <message>
        <location filename="../../qtwargame/cli_words.py" line="47"/>
        <source>a part of the path is not a folder</source>
        <translation>パスの途中がフォルダではありません</translation>
    </message>
    <message>
        <location filename="../../qtwargame/cli_words.py" line="48"/>
        <source>no space left on the disk</source>
        <translation>ディスクに空きがありません</translation>
    </message>
    <message>
        <location filename="../../qtwargame/cli_words.py" line="49"/>
        <source>the disk is read-only</source>
        <translation>ディスクが読み取り専用です</translation>
    </message>
    <message>
        <location filename="../../qtwargame/tournament/command.py" line="65"/>
        <source>--players takes two levels separated by a comma, not &apos;{given}&apos; (levels: {levels})</source>
        <translation>--players にはコンマで区切った2つのレベルを指定してください。「{given}」は使えません（レベル：{levels}）</translation>
    </message>
    <message>
        <location filename="../../qtwargame/tournament/command.py" line="70"/>
        <source>unknown player &apos;{level}&apos; (known: {levels})</source>
        <translation>不明なプレイヤー「{level}」です（あるもの：{levels}）</translation>
    </message>
    <message>
        <location filename="../../qtwargame/tournament/command.py" line="110"/>
        <source>--jobs must be 0 (every core) or more, not {n}</source>
        <translation>--jobs は0（全コア）以上にしてください（{n}が指定されました）</translation>
    </message>
    <message>
        <location filename="../../qtwargame/tournament/command.py" line="121"/>
        <source>a tournament needs a two-sided scenario; {title} has {n} sides</source>
        <translation>トーナメントには2陣営のシナリオが必要です。{title}には陣営が{n}つあります</translation>
    </message>
    <message>
        <location filename="../../qtwargame/tournament/command.py" line="135"/>
        <source>plots need matplotlib: pip install &apos;qtwargame[plots]&apos;</source>
        <translation>グラフには matplotlib が必要です：pip install &apos;qtwargame[plots]&apos;</translation>
    </message>
    <message>
        <location filename="../../qtwargame/tournament/command.py" line="149"/>
        <source>cannot write the results to {folder}: {reason}</source>
        <translation>結果を {folder} に書き込めません：{reason}</translation>
    </message>
    <message>
        <location filename="../../qtwargame/tournament/command.py" line="197"/>
        <source>draw {wins} ({rate}, 95% {low}–{high})</source>
        <translation>引き分け{wins}回（{rate}、95%信頼区間 {low}–{high}）</translation>
    </message>
    <message>
        <location filename="../../qtwargame/tournament/command.py" line="198"/>
        <source>{side} {wins} ({rate}, 95% {low}–{high})</source>
        <translation>{side} {wins}勝（{rate}、95%信頼区間 {low}–{high}）</translation>
    </message>
    <message>
        <location filename="../../qtwargame/tournament/command.py" line="202"/>
        <source>{title}: {games} games, {a} vs {b}: {wins}; mean length {turns} turns</source>
        <translation>{title}：{games}戦、{a} 対 {b}：{wins}。平均{turns}ターン</translation>
    </message>
    <message>
        <location filename="../../qtwargame/tournament/command.py" line="211"/>
        <source>results in {folder}/ ({files})</source>
        <translation>結果は {folder}/ にあります（{files}）</translation>
    </message>
    <message>
        <location filename="../../qtwargame/tournament/command.py" line="214"/>
        <source>the batch stopped after {games} of {total} games: {reason}</source>
        <translation>{total}戦中{games}戦で中断しました：{reason}</translation>
    </message>
    <message>
        <location filename="../../qtwargame/tournament/command.py" line="218"/>
        <source>interrupted: kept the {games} of {total} games already finished in {folder}</source>
        <translation>中断しました：{total}戦中、終わった{games}戦を {folder} に残しました</translation>
    </message>
    <message>
        <location filename="../../qtwargame/tournament/command.py" line="223"/>
        <source>{n} game(s) stopped on an error; the first (game {index}): {error}</source>
        <translation>{n}戦がエラーで止まりました。最初のもの（ゲーム{index}）：{error}</translation>
    </message>
</context>
<context>
    <name>ComputerMenu</name>
    <message>
        <location filename="../../qtwargame/ui/computer_player.py" line="456"/>
        <source>Human (at this screen)</source>
        <translation>人間（この画面で操作）</translation>
    </message>
    <message>
        <location filename="../../qtwargame/ui/computer_player.py" line="457"/>
        <source>Computer: {level}</source>
        <translation>コンピュータ：{level}</translation>
    </message>
    <message>
        <location filename="../../qtwargame/ui/computer_player.py" line="459"/>
        <source>{level} (recommended)</source>
        <translation>{level}（推奨）</translation>
    </message>
    <message>
        <location filename="../../qtwargame/ui/computer_player.py" line="485"/>
        <source>a person</source>
        <translation>人間</translation>
    </message>
    <message>
        <location filename="../../qtwargame/ui/computer_player.py" line="486"/>
        <source>the computer ({level})</source>
        <translation>コンピュータ（{level}）</translation>
    </message>
    <message>
        <location filename="../../qtwargame/ui/computer_player.py" line="489"/>
        <source>The {side} side is now played by {who}.</source>
        <translation>{side}は今後{who}がプレイします。</translation>
    </message>
    <message>
        <location filename="../../qtwargame/ui/computer_player.py" line="492"/>
        <source>&amp;Computer</source>
        <translation>コンピュータ(&amp;C)</translation>
    </message>
    <message>
        <location filename="../../qtwargame/ui/computer_player.py" line="493"/>
        <source>&amp;Pause the computer</source>
        <translation>コンピュータを一時停止(&amp;P)</translation>
    </message>
    <message>
        <location filename="../../qtwargame/ui/computer_player.py" line="494"/>
        <source>&amp;Suggest a move</source>
        <translation>手を提案(&amp;S)</translation>
    </message>
    <message>
        <location filename="../../qtwargame/ui/computer_player.py" line="495"/>
        <source>Pa&amp;ce</source>
        <translation>進行速度(&amp;C)</translation>
    </message>
    <message>
        <location filename="../../qtwargame/ui/computer_player.py" line="496"/>
        <source>P&amp;layers</source>
        <translation>プレイヤー(&amp;L)</translation>
    </message>
    <message>
        <location filename="../../qtwargame/ui/computer_player.py" line="498"/>
        <source>At once</source>
        <translation>待たずに</translation>
    </message>
    <message>
        <location filename="../../qtwargame/ui/computer_player.py" line="498"/>
        <source>Fast</source>
        <translation>速い</translation>
    </message>
    <message>
        <location filename="../../qtwargame/ui/computer_player.py" line="498"/>
        <source>Normal</source>
        <translation>普通</translation>
    </message>
    <message>
        <location filename="../../qtwargame/ui/computer_player.py" line="499"/>
        <source>Slow</source>
        <translation>遅い</translation>
    </message>
    <message>
        <location filename="../../qtwargame/ui/computer_player.py" line="499"/>
        <source>Very slow</source>
        <translation>とても遅い</translation>
    </message>
    <message>
        <location filename="../../qtwargame/ui/computer_player.py" line="514"/>
        <source>Computer ({level}) is thinking…</source>
        <translation>コンピュータ（{level}）が思考中…</translation>
    </message>
    <message>
        <location filename="../../qtwargame/ui/computer_player.py" line="517"/>
        <source>Computer paused</source>
        <translation>コンピュータ一時停止中</translation>
    </message>
    <message>
        <location filename="../../qtwargame/ui/computer_player.py" line="527"/>
        <source>Looking for a move…</source>
        <translation>手を探しています…</translation>
    </message>
    <message>
        <location filename="../../qtwargame/ui/computer_player.py" line="529"/>
        <source>No suggestion: it is not a person&apos;s decision now.</source>
        <translation>提案できません：いまは人間の手番ではありません。</translation>
    </message>
    <message>
        <location filename="../../qtwargame/ui/computer_player.py" line="532"/>
        <source>Suggestion: {action}</source>
        <translation>提案：{action}</translation>
    </message>
    <message>
        <source>Computer ({level})</source>
        <translation type="vanished">コンピュータ（{level}）</translation>
    </message>
    <message>
        <source>Person</source>
        <translation type="vanished">人間</translation>
    </message>
    <message>
        <source>{side} is now played by {who}.</source>
        <translation type="vanished">{side}は今後{who}がプレイします。</translation>
    </message>
</context>
<context>
    <name>CrashDialog</name>
    <message>
        <location filename="../../qtwargame/ui/crash.py" line="53"/>
        <source>qtwargame: unexpected error</source>
        <translation>qtwargame: 予期しないエラー</translation>
    </message>
    <message>
        <location filename="../../qtwargame/ui/crash.py" line="54"/>
        <source>Something went wrong inside qtwargame: {error}</source>
        <translation>qtwargame の内部で問題が起きました: {error}</translation>
    </message>
    <message>
        <location filename="../../qtwargame/ui/crash.py" line="57"/>
        <source>The details were written to the log file:
{file}</source>
        <translation>詳細はログファイルに書き込みました:
{file}</translation>
    </message>
    <message>
        <location filename="../../qtwargame/ui/crash.py" line="60"/>
        <source>No log file could be written; the details are below.</source>
        <translation>ログファイルに書き込めませんでした。詳細は下にあります。</translation>
    </message>
    <message>
        <location filename="../../qtwargame/ui/crash.py" line="62"/>
        <source>The game in progress was saved to:
{file}
It is offered again when qtwargame next starts after a crash, and Game ▸ Open can open it.</source>
        <translation>進行中のゲームを保存しました:
{file}
異常終了の後で qtwargame を次に起動したときに再開を提案します。ゲーム ▸ 開く からも開けます。</translation>
    </message>
    <message>
        <location filename="../../qtwargame/ui/crash.py" line="65"/>
        <source>You can go on playing, but if anything looks wrong, quit and start again.</source>
        <translation>このままプレイを続けられますが、おかしな点があれば終了して起動し直してください。</translation>
    </message>
    <message>
        <location filename="../../qtwargame/ui/crash.py" line="72"/>
        <source>Open Log Folder</source>
        <translation>ログフォルダーを開く</translation>
    </message>
</context>
<context>
    <name>CrtEditor</name>
    <message>
        <location filename="../../qtwargame/editor/panels/crt_editor.py" line="198"/>
        <source>New table</source>
        <translation>新しい表</translation>
    </message>
    <message>
        <location filename="../../qtwargame/editor/panels/crt_editor.py" line="199"/>
        <source>Delete table</source>
        <translation>表を削除</translation>
    </message>
    <message>
        <location filename="../../qtwargame/editor/panels/crt_editor.py" line="200"/>
        <source>ID</source>
        <translation>ID</translation>
    </message>
    <message>
        <location filename="../../qtwargame/editor/panels/crt_editor.py" line="200"/>
        <source>Name (English)</source>
        <translation>名前(英語)</translation>
    </message>
    <message>
        <location filename="../../qtwargame/editor/panels/crt_editor.py" line="201"/>
        <source>Name (Japanese)</source>
        <translation>名前(日本語)</translation>
    </message>
    <message>
        <location filename="../../qtwargame/editor/panels/crt_editor.py" line="201"/>
        <source>Notes (English)</source>
        <translation>注記(英語)</translation>
    </message>
    <message>
        <location filename="../../qtwargame/editor/panels/crt_editor.py" line="202"/>
        <source>Notes (Japanese)</source>
        <translation>注記(日本語)</translation>
    </message>
    <message>
        <location filename="../../qtwargame/editor/panels/crt_editor.py" line="204"/>
        <source>+ Column</source>
        <translation>+ 列</translation>
    </message>
    <message>
        <location filename="../../qtwargame/editor/panels/crt_editor.py" line="205"/>
        <source>− Column</source>
        <translation>− 列</translation>
    </message>
    <message>
        <location filename="../../qtwargame/editor/panels/crt_editor.py" line="206"/>
        <source>+ Row</source>
        <translation>+ 行</translation>
    </message>
    <message>
        <location filename="../../qtwargame/editor/panels/crt_editor.py" line="207"/>
        <source>− Row</source>
        <translation>− 行</translation>
    </message>
    <message>
        <location filename="../../qtwargame/editor/panels/crt_editor.py" line="208"/>
        <source>Open Rules Data</source>
        <translation>ルールデータを開く</translation>
    </message>
    <message>
        <location filename="../../qtwargame/editor/panels/crt_editor.py" line="209"/>
        <source>Double-click a header to rename it.</source>
        <translation>見出しをダブルクリックすると名前を変更できます。</translation>
    </message>
    <message>
        <location filename="../../qtwargame/editor/panels/crt_editor.py" line="210"/>
        <source>Columns are odds or differentials, rows are die rolls.</source>
        <translation>列は戦力比または戦力差、行はダイスの目です。</translation>
    </message>
    <message>
        <location filename="../../qtwargame/editor/panels/crt_editor.py" line="211"/>
        <source>How keys and results read to a player:</source>
        <translation>キーと結果のプレイヤー向け表示:</translation>
    </message>
    <message>
        <location filename="../../qtwargame/editor/panels/crt_editor.py" line="212"/>
        <source>English</source>
        <translation>英語</translation>
    </message>
    <message>
        <location filename="../../qtwargame/editor/panels/crt_editor.py" line="212"/>
        <source>Key or result</source>
        <translation>キーまたは結果</translation>
    </message>
    <message>
        <location filename="../../qtwargame/editor/panels/crt_editor.py" line="213"/>
        <source>Japanese</source>
        <translation>日本語</translation>
    </message>
    <message>
        <location filename="../../qtwargame/editor/panels/crt_editor.py" line="214"/>
        <source>Leave both empty to show the key as it is.</source>
        <translation>両方を空にすると、キーがそのまま表示されます。</translation>
    </message>
    <message>
        <location filename="../../qtwargame/editor/panels/crt_editor.py" line="338"/>
        <source>Changed only what the players read: the {rules} rules still play the values in the Rules Data tab, which this change did not touch.</source>
        <translation>変わったのはプレイヤーが読む表だけです。{rules}のルールは引き続き「ルールデータ」タブの値を使います。そちらはこの変更で変わっていません。</translation>
    </message>
    <message>
        <location filename="../../qtwargame/editor/panels/crt_editor.py" line="511"/>
        <source>Add column</source>
        <translation>列を追加</translation>
    </message>
    <message>
        <location filename="../../qtwargame/editor/panels/crt_editor.py" line="511"/>
        <source>Column key (e.g. 3:1 or +2):</source>
        <translation>列の見出し(例: 3:1 や +2):</translation>
    </message>
    <message>
        <location filename="../../qtwargame/editor/panels/crt_editor.py" line="523"/>
        <source>Add row</source>
        <translation>行を追加</translation>
    </message>
    <message>
        <location filename="../../qtwargame/editor/panels/crt_editor.py" line="523"/>
        <source>Row key (e.g. a die roll):</source>
        <translation>行の見出し(例: ダイスの目):</translation>
    </message>
    <message>
        <location filename="../../qtwargame/editor/panels/crt_editor.py" line="533"/>
        <source>Column key:</source>
        <translation>列の見出し:</translation>
    </message>
    <message>
        <location filename="../../qtwargame/editor/panels/crt_editor.py" line="533"/>
        <source>Rename column</source>
        <translation>列の名前を変更</translation>
    </message>
    <message>
        <location filename="../../qtwargame/editor/panels/crt_editor.py" line="539"/>
        <source>Rename row</source>
        <translation>行の名前を変更</translation>
    </message>
    <message>
        <location filename="../../qtwargame/editor/panels/crt_editor.py" line="539"/>
        <source>Row key:</source>
        <translation>行の見出し:</translation>
    </message>
    <message>
        <source>Id</source>
        <translation type="vanished">ID</translation>
    </message>
</context>
<context>
    <name>CrtPanel</name>
    <message>
        <location filename="../../qtwargame/ui/crt_panel.py" line="112"/>
        <source>This scenario has no results tables.</source>
        <translation>このシナリオには結果表がありません。</translation>
    </message>
</context>
<context>
    <name>DecisionPanel</name>
    <message>
        <location filename="../../qtwargame/ui/decision_panel.py" line="127"/>
        <source>Strength {values}</source>
        <translation>戦力{values}</translation>
    </message>
    <message>
        <location filename="../../qtwargame/ui/decision_panel.py" line="128"/>
        <source>{values}: eliminated</source>
        <translation>{values}：除去される</translation>
    </message>
    <message>
        <location filename="../../qtwargame/ui/decision_panel.py" line="132"/>
        <source>{values} → {after}</source>
        <translation>{values} → {after}</translation>
    </message>
    <message>
        <location filename="../../qtwargame/ui/decision_panel.py" line="133"/>
        <source>{values}, reduced to {after}</source>
        <translation>{values}、減少して{after}になる</translation>
    </message>
    <message>
        <location filename="../../qtwargame/ui/decision_panel.py" line="412"/>
        <source>This cannot be undone</source>
        <translation>元に戻せません</translation>
    </message>
    <message>
        <location filename="../../qtwargame/ui/decision_panel.py" line="413"/>
        <source>{action}: this shows what was hidden or rolls the dice, and cannot be undone. Go on?</source>
        <translation>{action}: 隠れていたものが明らかになるかダイスを振るため、元に戻せません。実行しますか？</translation>
    </message>
    <message>
        <location filename="../../qtwargame/ui/decision_panel.py" line="452"/>
        <source>and {n} more</source>
        <translation>ほか{n}件</translation>
    </message>
    <message>
        <location filename="../../qtwargame/ui/decision_panel.py" line="453"/>
        <source>Before the phase can end:</source>
        <translation>フェイズを終える前に：</translation>
    </message>
    <message>
        <location filename="../../qtwargame/ui/decision_panel.py" line="461"/>
        <source>Not used yet:</source>
        <translation>まだ使っていないもの：</translation>
    </message>
    <message>
        <location filename="../../qtwargame/ui/decision_panel.py" line="469"/>
        <source>1 card in your hand can be played now: click it in the Cards panel.</source>
        <translation>手札のカード1枚をいまプレイできます：「カード」パネルでクリックしてください。</translation>
    </message>
    <message>
        <location filename="../../qtwargame/ui/decision_panel.py" line="471"/>
        <source>{n} cards in your hand can be played now: click one in the Cards panel.</source>
        <translation>手札のカード{n}枚をいまプレイできます：「カード」パネルでプレイするカードをクリックしてください。</translation>
    </message>
    <message>
        <location filename="../../qtwargame/ui/decision_panel.py" line="474"/>
        <source>When you are done, click End Phase (Ctrl+E).</source>
        <translation>終わったら「フェイズ終了」を押してください (Ctrl+E)。</translation>
    </message>
    <message>
        <location filename="../../qtwargame/ui/decision_panel.py" line="483"/>
        <source>Choose below what this phase offers; end the phase when you are done.</source>
        <translation>このフェイズでできることを下から選び、終わったらフェイズを終了してください。</translation>
    </message>
    <message>
        <location filename="../../qtwargame/ui/decision_panel.py" line="497"/>
        <source>end the phase</source>
        <translation>フェイズを終了</translation>
    </message>
    <message>
        <location filename="../../qtwargame/ui/decision_panel.py" line="539"/>
        <location filename="../../qtwargame/ui/decision_panel.py" line="549"/>
        <location filename="../../qtwargame/ui/decision_panel.py" line="573"/>
        <source>No decision is pending.</source>
        <translation>保留中の決定はありません。</translation>
    </message>
    <message>
        <location filename="../../qtwargame/ui/decision_panel.py" line="544"/>
        <source>Waiting for the next player at the screen.</source>
        <translation>次のプレイヤーが画面の前に来るのを待っています。</translation>
    </message>
    <message>
        <location filename="../../qtwargame/ui/decision_panel.py" line="565"/>
        <source>Right-click one of the {n} marked hexes on the map to choose what to do there, or:</source>
        <translation>マップ上で印の付いた{n}個のヘクスのどれかを右クリックしてそこで行うことを選ぶか、次から選んでください：</translation>
    </message>
    <message>
        <location filename="../../qtwargame/ui/decision_panel.py" line="568"/>
        <source>Right-click one of the {n} marked hexes on the map to choose what to do there.</source>
        <translation>マップ上で印の付いた{n}個のヘクスのどれかを右クリックして、そこで行うことを選んでください。</translation>
    </message>
    <message>
        <location filename="../../qtwargame/ui/decision_panel.py" line="576"/>
        <source>{side}: also possible now</source>
        <translation>{side}：今できること</translation>
    </message>
    <message>
        <location filename="../../qtwargame/ui/decision_panel.py" line="579"/>
        <source>{side}: units that may be removed now</source>
        <translation>{side}: 今除去できるユニット</translation>
    </message>
    <message>
        <location filename="../../qtwargame/ui/decision_panel.py" line="585"/>
        <source>The {side} player is deciding…</source>
        <translation>{side}が決定中です…</translation>
    </message>
    <message>
        <location filename="../../qtwargame/ui/decision_panel.py" line="593"/>
        <source>{side}: {prompt}</source>
        <translation>{side}: {prompt}</translation>
    </message>
    <message>
        <location filename="../../qtwargame/ui/decision_panel.py" line="602"/>
        <source>Click one of the {n} highlighted hexes on the map, or:</source>
        <translation>マップ上で強調表示された{n}個のヘクスのどれかをクリックするか、次から選んでください：</translation>
    </message>
    <message>
        <location filename="../../qtwargame/ui/decision_panel.py" line="604"/>
        <source>Click one of the {n} highlighted hexes on the map.</source>
        <translation>マップ上で強調表示された{n}個のヘクスのどれかをクリックしてください。</translation>
    </message>
    <message>
        <location filename="../../qtwargame/ui/decision_panel.py" line="630"/>
        <source>{answer}, and the same to every such question for the rest of this phase</source>
        <translation>{answer}（このフェイズの残りの同じ質問にもすべて同じ答え）</translation>
    </message>
</context>
<context>
    <name>DecisionTool</name>
    <message>
        <location filename="../../qtwargame/ui/tools/decision_tool.py" line="99"/>
        <source>{prompt} Pick an answer in the Decision panel.</source>
        <translation>{prompt}「決定」パネルで答えを選んでください。</translation>
    </message>
    <message>
        <location filename="../../qtwargame/ui/tools/decision_tool.py" line="100"/>
        <source>{prompt} Click a highlighted hex or unit, or pick an answer in the Decision panel.</source>
        <translation>{prompt}強調表示されたヘクスかユニットをクリックするか、「決定」パネルで答えを選んでください。</translation>
    </message>
    <message>
        <location filename="../../qtwargame/ui/tools/decision_tool.py" line="110"/>
        <source>.</source>
        <translation>。</translation>
    </message>
    <message>
        <source>{prompt}: click a highlighted hex or unit, or pick an answer in the Decision panel.</source>
        <translation type="vanished">{prompt}: 強調表示されたヘクスかユニットをクリックするか、「決定」パネルで選んでください。</translation>
    </message>
</context>
<context>
    <name>DeclaredPanel</name>
    <message>
        <location filename="../../qtwargame/ui/declared_panel.py" line="75"/>
        <source>Declared combats: {n}</source>
        <translation>宣言済みの戦闘: {n}</translation>
    </message>
    <message>
        <location filename="../../qtwargame/ui/declared_panel.py" line="76"/>
        <source>Declared combats</source>
        <translation>宣言済みの戦闘</translation>
    </message>
</context>
<context>
    <name>EditorApp</name>
    <message>
        <location filename="../../qtwargame/editor/app.py" line="131"/>
        <source>Cannot open scenario</source>
        <translation>シナリオを開けません</translation>
    </message>
    <message>
        <location filename="../../qtwargame/editor/app.py" line="145"/>
        <source>Recover unsaved work</source>
        <translation>未保存の作業を復元</translation>
    </message>
    <message>
        <location filename="../../qtwargame/editor/app.py" line="146"/>
        <source>The editor closed without saving changes to {name}. Recover them from the autosave?</source>
        <translation>エディタは「{name}」の変更を保存せずに終了しました。自動保存から復元しますか？</translation>
    </message>
</context>
<context>
    <name>EditorCommands</name>
    <message>
        <location filename="../../qtwargame/editor/editor_window.py" line="595"/>
        <source>Set up {n:# unit|# units} in {hex}</source>
        <translation>{n}ユニットを{hex}に配置</translation>
    </message>
    <message>
        <location filename="../../qtwargame/editor/panels/card_editor.py" line="287"/>
        <source>Edit card {card}</source>
        <translation>カード「{card}」を編集</translation>
    </message>
    <message>
        <location filename="../../qtwargame/editor/panels/card_editor.py" line="293"/>
        <source>Edit icons of {card}</source>
        <translation>{card}のアイコンを編集</translation>
    </message>
    <message>
        <location filename="../../qtwargame/editor/panels/card_editor.py" line="338"/>
        <source>Add card</source>
        <translation>カードを追加</translation>
    </message>
    <message>
        <location filename="../../qtwargame/editor/panels/card_editor.py" line="345"/>
        <source>Delete card</source>
        <translation>カードを削除</translation>
    </message>
    <message>
        <location filename="../../qtwargame/editor/panels/crt_editor.py" line="364"/>
        <source>Label {key} in table {table}</source>
        <translation>表「{table}」の{key}に表示名を付ける</translation>
    </message>
    <message>
        <location filename="../../qtwargame/editor/panels/crt_editor.py" line="385"/>
        <source>Edit table</source>
        <translation>表を編集</translation>
    </message>
    <message>
        <location filename="../../qtwargame/editor/panels/crt_editor.py" line="394"/>
        <source>Edit {table} row {row}, column {column}</source>
        <translation>{table}の{row}行{column}列を編集</translation>
    </message>
    <message>
        <location filename="../../qtwargame/editor/panels/crt_editor.py" line="410"/>
        <source>Clear {n:# cell|# cells} of {table}</source>
        <translation>{table}のセル{n}個を空にする</translation>
    </message>
    <message>
        <location filename="../../qtwargame/editor/panels/crt_editor.py" line="440"/>
        <source>Add table column</source>
        <translation>表の列を追加</translation>
    </message>
    <message>
        <location filename="../../qtwargame/editor/panels/crt_editor.py" line="449"/>
        <source>Remove table column</source>
        <translation>表の列を削除</translation>
    </message>
    <message>
        <location filename="../../qtwargame/editor/panels/crt_editor.py" line="457"/>
        <source>Rename table column</source>
        <translation>表の列の名前を変更</translation>
    </message>
    <message>
        <location filename="../../qtwargame/editor/panels/crt_editor.py" line="465"/>
        <source>Add table row</source>
        <translation>表の行を追加</translation>
    </message>
    <message>
        <location filename="../../qtwargame/editor/panels/crt_editor.py" line="473"/>
        <source>Remove table row</source>
        <translation>表の行を削除</translation>
    </message>
    <message>
        <location filename="../../qtwargame/editor/panels/crt_editor.py" line="482"/>
        <source>Rename table row</source>
        <translation>表の行の名前を変更</translation>
    </message>
    <message>
        <location filename="../../qtwargame/editor/panels/crt_editor.py" line="494"/>
        <source>Add table</source>
        <translation>表を追加</translation>
    </message>
    <message>
        <location filename="../../qtwargame/editor/panels/crt_editor.py" line="503"/>
        <source>Delete table</source>
        <translation>表を削除</translation>
    </message>
    <message>
        <location filename="../../qtwargame/editor/panels/hex_panel.py" line="209"/>
        <source>Paint {terrain} at {hex}</source>
        <translation>{hex}を{terrain}で塗る</translation>
    </message>
    <message>
        <location filename="../../qtwargame/editor/panels/hex_panel.py" line="221"/>
        <source>Clear the control of {hex}</source>
        <translation>{hex}の支配を解除</translation>
    </message>
    <message>
        <location filename="../../qtwargame/editor/panels/hex_panel.py" line="223"/>
        <source>Give {hex} to {side} at the start</source>
        <translation>{hex}を開始時に{side}の支配下に置く</translation>
    </message>
    <message>
        <location filename="../../qtwargame/editor/panels/hex_panel.py" line="235"/>
        <source>Add {hex} to region {region}</source>
        <translation>{hex}を地域「{region}」に加える</translation>
    </message>
    <message>
        <location filename="../../qtwargame/editor/panels/hex_panel.py" line="238"/>
        <source>Take {hex} out of region {region}</source>
        <translation>{hex}を地域「{region}」から外す</translation>
    </message>
    <message>
        <location filename="../../qtwargame/editor/panels/model_list_editor.py" line="143"/>
        <location filename="../../qtwargame/editor/panels/oob_panel.py" line="356"/>
        <source>Add {item}</source>
        <translation>「{item}」を追加</translation>
    </message>
    <message>
        <location filename="../../qtwargame/editor/panels/model_list_editor.py" line="159"/>
        <source>Delete {item}</source>
        <translation>「{item}」を削除</translation>
    </message>
    <message>
        <location filename="../../qtwargame/editor/panels/model_list_editor.py" line="183"/>
        <source>Reorder</source>
        <translation>並べ替え</translation>
    </message>
    <message>
        <location filename="../../qtwargame/editor/panels/model_list_model.py" line="332"/>
        <location filename="../../qtwargame/editor/panels/oob_model.py" line="291"/>
        <source>Rename {old} to {new}</source>
        <translation>{old}を{new}に改名</translation>
    </message>
    <message>
        <location filename="../../qtwargame/editor/panels/model_list_model.py" line="338"/>
        <location filename="../../qtwargame/editor/panels/oob_model.py" line="295"/>
        <source>Edit {field} of {item}</source>
        <translation>{item}の{field}を編集</translation>
    </message>
    <message>
        <location filename="../../qtwargame/editor/panels/oob_model.py" line="323"/>
        <source>Edit {field} of {n:# unit|# units}</source>
        <translation>{n}ユニットの{field}を編集</translation>
    </message>
    <message>
        <location filename="../../qtwargame/editor/panels/oob_panel.py" line="384"/>
        <source>Duplicate {n} units</source>
        <translation>{n}ユニットを複製</translation>
    </message>
    <message>
        <location filename="../../qtwargame/editor/panels/oob_panel.py" line="386"/>
        <source>Duplicate {unit}</source>
        <translation>{unit}を複製</translation>
    </message>
    <message>
        <location filename="../../qtwargame/editor/panels/oob_panel.py" line="390"/>
        <source>Duplicate unit</source>
        <translation>ユニットを複製</translation>
    </message>
    <message>
        <location filename="../../qtwargame/editor/panels/oob_panel.py" line="414"/>
        <source>Delete {unit}</source>
        <translation>{unit}を削除</translation>
    </message>
    <message>
        <location filename="../../qtwargame/editor/panels/oob_panel.py" line="416"/>
        <source>Delete {n} units</source>
        <translation>{n}ユニットを削除</translation>
    </message>
    <message>
        <location filename="../../qtwargame/editor/panels/oob_panel.py" line="419"/>
        <source>Delete unit</source>
        <translation>ユニットを削除</translation>
    </message>
    <message>
        <location filename="../../qtwargame/editor/panels/rules_data_panel.py" line="357"/>
        <source>Remove rules data not read: {keys}</source>
        <translation>読まれないルールデータを削除: {keys}</translation>
    </message>
    <message>
        <location filename="../../qtwargame/editor/panels/rules_data_panel.py" line="445"/>
        <source>Edit rules data: {fields}</source>
        <translation>ルール・データを編集: {fields}</translation>
    </message>
    <message>
        <location filename="../../qtwargame/editor/panels/rules_data_panel.py" line="450"/>
        <source>Edit rules data</source>
        <translation>ルールデータを編集</translation>
    </message>
    <message>
        <location filename="../../qtwargame/editor/panels/scenario_panel.py" line="244"/>
        <source>Edit scenario id</source>
        <translation>シナリオ ID を編集</translation>
    </message>
    <message>
        <location filename="../../qtwargame/editor/panels/scenario_panel.py" line="247"/>
        <source>Edit title</source>
        <translation>タイトルを編集</translation>
    </message>
    <message>
        <location filename="../../qtwargame/editor/panels/scenario_panel.py" line="250"/>
        <source>Edit description</source>
        <translation>説明を編集</translation>
    </message>
    <message>
        <location filename="../../qtwargame/editor/panels/scenario_panel.py" line="256"/>
        <source>Change ruleset</source>
        <translation>ルールセットを変更</translation>
    </message>
    <message>
        <location filename="../../qtwargame/editor/panels/scenario_panel.py" line="268"/>
        <source>Edit provenance</source>
        <translation>出典を編集</translation>
    </message>
    <message>
        <location filename="../../qtwargame/editor/panels/scenario_panel.py" line="283"/>
        <source>Add ruleset options</source>
        <translation>ルールセットのオプションを追加</translation>
    </message>
    <message>
        <location filename="../../qtwargame/editor/panels/turn_data_table.py" line="178"/>
        <source>Set {key} of turn {n}</source>
        <translation>ターン{n}の{key}を設定</translation>
    </message>
    <message>
        <location filename="../../qtwargame/editor/tools/brush_tool.py" line="95"/>
        <source>Paint {terrain}</source>
        <translation>{terrain}を塗る</translation>
    </message>
    <message>
        <location filename="../../qtwargame/editor/tools/city_tool.py" line="70"/>
        <source>Add city {city}</source>
        <translation>都市「{city}」を追加</translation>
    </message>
    <message>
        <location filename="../../qtwargame/editor/tools/city_tool.py" line="75"/>
        <source>Edit city {city}</source>
        <translation>都市「{city}」を編集</translation>
    </message>
    <message>
        <location filename="../../qtwargame/editor/tools/city_tool.py" line="80"/>
        <source>Delete city {city}</source>
        <translation>都市「{city}」を削除</translation>
    </message>
    <message>
        <location filename="../../qtwargame/editor/tools/eraser_tool.py" line="63"/>
        <source>Erase hexes</source>
        <translation>ヘクスを消去</translation>
    </message>
    <message>
        <location filename="../../qtwargame/editor/tools/fill_tool.py" line="75"/>
        <source>Fill rectangle with {terrain}</source>
        <translation>長方形を{terrain}で塗りつぶし</translation>
    </message>
    <message>
        <location filename="../../qtwargame/editor/tools/fill_tool.py" line="93"/>
        <source>Flood fill</source>
        <translation>塗りつぶし</translation>
    </message>
    <message>
        <location filename="../../qtwargame/editor/tools/hexside_tool.py" line="72"/>
        <source>Draw {feature} on hexsides</source>
        <translation>ヘクスサイドに{feature}を描く</translation>
    </message>
    <message>
        <location filename="../../qtwargame/editor/tools/hexside_tool.py" line="73"/>
        <source>Erase {feature} from hexsides</source>
        <translation>ヘクスサイドの{feature}を消す</translation>
    </message>
    <message>
        <location filename="../../qtwargame/editor/tools/hexside_tool.py" line="113"/>
        <source>Draw {feature} between {a} and {b}</source>
        <translation>{a}と{b}の間に{feature}を描く</translation>
    </message>
    <message>
        <location filename="../../qtwargame/editor/tools/hexside_tool.py" line="114"/>
        <source>Erase {feature} between {a} and {b}</source>
        <translation>{a}と{b}の間の{feature}を消す</translation>
    </message>
    <message>
        <location filename="../../qtwargame/editor/tools/link_tool.py" line="91"/>
        <source>Extend the railway from {a} to {b}</source>
        <translation>{a}から{b}まで鉄道を延長</translation>
    </message>
    <message>
        <location filename="../../qtwargame/editor/tools/link_tool.py" line="92"/>
        <source>Extend the road from {a} to {b}</source>
        <translation>{a}から{b}まで道路を延長</translation>
    </message>
    <message>
        <location filename="../../qtwargame/editor/tools/link_tool.py" line="97"/>
        <source>Draw a railway from {a} to {b}</source>
        <translation>{a}から{b}まで鉄道を引く</translation>
    </message>
    <message>
        <location filename="../../qtwargame/editor/tools/link_tool.py" line="98"/>
        <source>Draw a road from {a} to {b}</source>
        <translation>{a}から{b}まで道路を引く</translation>
    </message>
    <message>
        <location filename="../../qtwargame/editor/tools/link_tool.py" line="111"/>
        <source>Set line {n} to grade {grade}</source>
        <translation>線{n}を{grade}級に変更</translation>
    </message>
    <message>
        <location filename="../../qtwargame/editor/tools/link_tool.py" line="134"/>
        <source>Delete the railway between {a} and {b}</source>
        <translation>{a}と{b}の間の鉄道を削除</translation>
    </message>
    <message>
        <location filename="../../qtwargame/editor/tools/link_tool.py" line="136"/>
        <source>Delete the road between {a} and {b}</source>
        <translation>{a}と{b}の間の道路を削除</translation>
    </message>
    <message>
        <location filename="../../qtwargame/editor/tools/place_tool.py" line="103"/>
        <source>Take {unit} off the map</source>
        <translation>{unit}をマップから外す</translation>
    </message>
    <message>
        <location filename="../../qtwargame/editor/tools/place_tool.py" line="106"/>
        <source>Set up {unit} in {where}</source>
        <translation>{unit}を{where}に配置</translation>
    </message>
    <message>
        <location filename="../../qtwargame/editor/tools/region_tool.py" line="116"/>
        <source>Paint region {region}</source>
        <translation>地域「{region}」を塗る</translation>
    </message>
    <message>
        <location filename="../../qtwargame/editor/tools/region_tool.py" line="135"/>
        <source>Add region {region}</source>
        <translation>地域「{region}」を追加</translation>
    </message>
    <message>
        <location filename="../../qtwargame/editor/tools/region_tool.py" line="147"/>
        <source>Edit region {region}</source>
        <translation>地域「{region}」を編集</translation>
    </message>
    <message>
        <location filename="../../qtwargame/editor/tools/region_tool.py" line="155"/>
        <source>Delete region {region}</source>
        <translation>地域「{region}」を削除</translation>
    </message>
    <message>
        <location filename="../../qtwargame/editor/tools/shape_tool.py" line="80"/>
        <source>Terrain from polygon</source>
        <translation>多角形から地形</translation>
    </message>
    <message>
        <location filename="../../qtwargame/editor/tools/stamp_tool.py" line="92"/>
        <source>Paste {n:# hex|# hexes} at {hex}</source>
        <translation>{hex}に{n}ヘクスを貼り付け</translation>
    </message>
    <message>
        <location filename="../../qtwargame/editor/tools/victory_tool.py" line="50"/>
        <source>Set the victory points of {city} to {vp}</source>
        <translation>{city}の勝利得点を{vp}に設定</translation>
    </message>
    <message>
        <location filename="../../qtwargame/editor/tools/victory_tool.py" line="51"/>
        <source>Clear the victory points of {city}</source>
        <translation>{city}の勝利得点を消去</translation>
    </message>
    <message>
        <location filename="../../qtwargame/editor/tools/victory_tool.py" line="65"/>
        <source>Add city</source>
        <translation>都市を追加</translation>
    </message>
    <message>
        <location filename="../../qtwargame/editor/window_area_actions.py" line="54"/>
        <source>Cut {n:# hex|# hexes}</source>
        <translation>{n}ヘクスを切り取り</translation>
    </message>
    <message>
        <location filename="../../qtwargame/editor/window_area_actions.py" line="61"/>
        <source>Clear {n:# hex|# hexes}</source>
        <translation>{n}ヘクスの内容を消去</translation>
    </message>
    <message>
        <location filename="../../qtwargame/editor/window_area_actions.py" line="108"/>
        <source>Fill {n:# hex|# hexes} with {terrain}</source>
        <translation>{n}ヘクスを{terrain}で塗りつぶし</translation>
    </message>
    <message>
        <location filename="../../qtwargame/editor/window_files.py" line="143"/>
        <location filename="../../qtwargame/editor/window_files.py" line="146"/>
        <source>Name the scenario after its file {file}</source>
        <translation>シナリオにファイル名 {file} から名前を付ける</translation>
    </message>
    <message>
        <location filename="../../qtwargame/editor/window_map_actions.py" line="119"/>
        <source>Resize map to {cols}×{rows}</source>
        <translation>マップを{cols}×{rows}に変更</translation>
    </message>
    <message>
        <location filename="../../qtwargame/editor/window_map_actions.py" line="140"/>
        <source>New map</source>
        <translation>新しいマップ</translation>
    </message>
    <message>
        <location filename="../../qtwargame/editor/window_map_actions.py" line="175"/>
        <source>Import scanned map</source>
        <translation>スキャン画像の読み込み</translation>
    </message>
    <message>
        <location filename="../../qtwargame/editor/window_map_actions.py" line="184"/>
        <source>Remove scanned map</source>
        <translation>スキャン画像の削除</translation>
    </message>
    <message>
        <location filename="../../qtwargame/editor/window_map_actions.py" line="196"/>
        <source>Calibrate scanned map</source>
        <translation>スキャン画像の位置合わせ</translation>
    </message>
    <message>
        <location filename="../../qtwargame/editor/window_map_actions.py" line="279"/>
        <source>Terrain from shapes</source>
        <translation>図形から地形</translation>
    </message>
    <message>
        <source>Add item</source>
        <translation type="vanished">項目を追加</translation>
    </message>
    <message>
        <source>Add region</source>
        <translation type="vanished">地域を追加</translation>
    </message>
    <message>
        <source>Add unit</source>
        <translation type="vanished">ユニットを追加</translation>
    </message>
    <message>
        <source>Clear {n} hexes</source>
        <translation type="vanished">{n} ヘクスの内容を消去</translation>
    </message>
    <message>
        <source>Cut {n} hexes</source>
        <translation type="vanished">{n} ヘクスを切り取り</translation>
    </message>
    <message>
        <source>Delete city</source>
        <translation type="vanished">都市を削除</translation>
    </message>
    <message>
        <source>Delete item</source>
        <translation type="vanished">項目を削除</translation>
    </message>
    <message>
        <source>Delete line segment</source>
        <translation type="vanished">線の区間を削除</translation>
    </message>
    <message>
        <source>Delete region</source>
        <translation type="vanished">地域を削除</translation>
    </message>
    <message>
        <source>Delete units</source>
        <translation type="vanished">ユニットを削除</translation>
    </message>
    <message>
        <source>Draw line</source>
        <translation type="vanished">線を引く</translation>
    </message>
    <message>
        <source>Edit card</source>
        <translation type="vanished">カードを編集</translation>
    </message>
    <message>
        <source>Edit card icons</source>
        <translation type="vanished">カードのアイコンを編集</translation>
    </message>
    <message>
        <source>Edit city</source>
        <translation type="vanished">都市を編集</translation>
    </message>
    <message>
        <source>Edit hexside</source>
        <translation type="vanished">ヘクスサイドを編集</translation>
    </message>
    <message>
        <source>Edit hexsides</source>
        <translation type="vanished">ヘクスサイドを編集</translation>
    </message>
    <message>
        <source>Edit region</source>
        <translation type="vanished">地域を編集</translation>
    </message>
    <message>
        <source>Edit table cell</source>
        <translation type="vanished">表のセルを編集</translation>
    </message>
    <message>
        <source>Edit unit</source>
        <translation type="vanished">ユニットを編集</translation>
    </message>
    <message>
        <source>Edit {field} of {n} units</source>
        <translation type="vanished">{n} ユニットの{field}を編集</translation>
    </message>
    <message>
        <source>Edit {what}</source>
        <translation type="vanished">{what} を編集</translation>
    </message>
    <message>
        <source>Extend line</source>
        <translation type="vanished">線を延長</translation>
    </message>
    <message>
        <source>Fill {n} hexes with {terrain}</source>
        <translation type="vanished">{n} ヘクスを {terrain} で塗りつぶし</translation>
    </message>
    <message>
        <source>Paint region</source>
        <translation type="vanished">地域を塗る</translation>
    </message>
    <message>
        <source>Paint terrain</source>
        <translation type="vanished">地形を塗る</translation>
    </message>
    <message>
        <source>Paste {n} hexes at {hex}</source>
        <translation type="vanished">{hex} に {n} ヘクスを貼り付け</translation>
    </message>
    <message>
        <source>Set initial control</source>
        <translation type="vanished">初期支配を設定</translation>
    </message>
    <message>
        <source>Set up unit</source>
        <translation type="vanished">ユニットを配置</translation>
    </message>
    <message>
        <source>Set up {n} units in {hex}</source>
        <translation type="vanished">{n} ユニットを {hex} に配置</translation>
    </message>
    <message>
        <source>Set victory points</source>
        <translation type="vanished">勝利得点を設定</translation>
    </message>
</context>
<context>
    <name>EditorHelpDialog</name>
    <message>
        <location filename="../../qtwargame/editor/help.py" line="60"/>
        <source>How to Build a Scenario</source>
        <translation>シナリオの作り方</translation>
    </message>
    <message>
        <location filename="../../qtwargame/editor/help.py" line="65"/>
        <source>The help page is missing from this installation.</source>
        <translation>このインストールにはヘルプ・ページがありません。</translation>
    </message>
</context>
<context>
    <name>EditorShortcuts</name>
    <message>
        <location filename="../../qtwargame/editor/help.py" line="27"/>
        <source>Space + drag</source>
        <translation>Space + ドラッグ</translation>
    </message>
    <message>
        <location filename="../../qtwargame/editor/help.py" line="28"/>
        <source>Pan the map (or drag with the middle button)</source>
        <translation>マップをスクロール(中ボタンのドラッグでも可)</translation>
    </message>
    <message>
        <location filename="../../qtwargame/editor/help.py" line="29"/>
        <source>+ / −</source>
        <translation>+ / −</translation>
    </message>
    <message>
        <location filename="../../qtwargame/editor/help.py" line="30"/>
        <source>Zoom in and out (or the mouse wheel)</source>
        <translation>拡大・縮小(マウスホイールでも可)</translation>
    </message>
    <message>
        <location filename="../../qtwargame/editor/help.py" line="31"/>
        <source>Arrow keys</source>
        <translation>矢印キー</translation>
    </message>
    <message>
        <location filename="../../qtwargame/editor/help.py" line="32"/>
        <source>Pan the map (Shift with the wheel pans sideways)</source>
        <translation>マップをスクロール(Shift を押しながらホイールで横にスクロール)</translation>
    </message>
    <message>
        <location filename="../../qtwargame/editor/help.py" line="33"/>
        <source>Esc</source>
        <translation>Esc</translation>
    </message>
    <message>
        <location filename="../../qtwargame/editor/help.py" line="34"/>
        <source>Cancel what the tool is doing; put the stamp away</source>
        <translation>ツールの操作を取り消す。スタンプをしまう</translation>
    </message>
    <message>
        <location filename="../../qtwargame/editor/help.py" line="35"/>
        <source>Return</source>
        <translation>Return</translation>
    </message>
    <message>
        <location filename="../../qtwargame/editor/help.py" line="36"/>
        <source>Finish a terrain polygon</source>
        <translation>地形の多角形を閉じる</translation>
    </message>
    <message>
        <location filename="../../qtwargame/editor/help.py" line="37"/>
        <source>Shift + drag</source>
        <translation>Shift + ドラッグ</translation>
    </message>
    <message>
        <location filename="../../qtwargame/editor/help.py" line="38"/>
        <source>Add to the selection</source>
        <translation>選択範囲に追加</translation>
    </message>
    <message>
        <location filename="../../qtwargame/editor/help.py" line="39"/>
        <source>Ctrl + drag</source>
        <translation>Ctrl + ドラッグ</translation>
    </message>
    <message>
        <location filename="../../qtwargame/editor/help.py" line="40"/>
        <source>Remove from the selection</source>
        <translation>選択範囲から除外</translation>
    </message>
    <message>
        <location filename="../../qtwargame/editor/help.py" line="41"/>
        <source>Alt + drag</source>
        <translation>Alt + ドラッグ</translation>
    </message>
    <message>
        <location filename="../../qtwargame/editor/help.py" line="42"/>
        <source>Lasso selection</source>
        <translation>投げ縄選択</translation>
    </message>
    <message>
        <location filename="../../qtwargame/editor/help.py" line="43"/>
        <source>Right button</source>
        <translation>右ボタン</translation>
    </message>
    <message>
        <location filename="../../qtwargame/editor/help.py" line="44"/>
        <source>Pick terrain (brush, fill); paint a region out; give a road the chosen grade</source>
        <translation>地形を拾う(ブラシ、塗りつぶし)。地域から塗り消す。道路を選んだ等級にする</translation>
    </message>
    <message>
        <location filename="../../qtwargame/editor/help.py" line="78"/>
        <source>Map</source>
        <translation>マップ</translation>
    </message>
    <message>
        <source>Pick terrain (brush, fill); paint a region out; give a line the chosen grade</source>
        <translation type="vanished">地形を拾う(ブラシ、塗りつぶし)。地域から塗り消す。線を選んだ等級にする</translation>
    </message>
</context>
<context>
    <name>EditorShortcutsDialog</name>
    <message>
        <location filename="../../qtwargame/editor/help.py" line="88"/>
        <source>Keyboard Shortcuts</source>
        <translation>キーボード・ショートカット</translation>
    </message>
    <message>
        <location filename="../../qtwargame/editor/help.py" line="89"/>
        <source>The map&apos;s keys (copy, paste, delete, turn and mirror the stamp, fit) work when the map has the focus: click it first.</source>
        <translation>マップのキー(コピー、貼り付け、削除、スタンプの回転と反転、全体表示)は、マップにフォーカスがあるときに働きます。先にマップをクリックしてください。</translation>
    </message>
    <message>
        <location filename="../../qtwargame/editor/help.py" line="93"/>
        <source>Command</source>
        <translation>コマンド</translation>
    </message>
    <message>
        <location filename="../../qtwargame/editor/help.py" line="93"/>
        <source>Keys</source>
        <translation>キー</translation>
    </message>
    <message>
        <location filename="../../qtwargame/editor/help.py" line="94"/>
        <source>Menu</source>
        <translation>メニュー</translation>
    </message>
</context>
<context>
    <name>EditorView</name>
    <message>
        <location filename="../../qtwargame/editor/editor_view.py" line="87"/>
        <source>The {layer} layer is locked (Layers panel).</source>
        <translation>「{layer}」レイヤーはロックされています(レイヤー パネル)。</translation>
    </message>
</context>
<context>
    <name>EditorWindow</name>
    <message>
        <location filename="../../qtwargame/editor/editor_window.py" line="219"/>
        <source>This scenario comes with the program and opens read-only: Save writes your copy to your scenarios folder.</source>
        <translation>このシナリオはプログラム付属のため読み取り専用で開きます。保存すると自作シナリオのフォルダーに複製を書き込みます。</translation>
    </message>
    <message>
        <location filename="../../qtwargame/editor/editor_window.py" line="296"/>
        <source>&amp;Undo</source>
        <translation>元に戻す(&amp;U)</translation>
    </message>
    <message>
        <location filename="../../qtwargame/editor/editor_window.py" line="299"/>
        <source>&amp;Redo</source>
        <translation>やり直し(&amp;R)</translation>
    </message>
    <message>
        <location filename="../../qtwargame/editor/editor_window.py" line="408"/>
        <source>(no regions)</source>
        <translation>(地域なし)</translation>
    </message>
    <message>
        <location filename="../../qtwargame/editor/editor_window.py" line="417"/>
        <source>Order of Battle</source>
        <translation>戦力表</translation>
    </message>
    <message>
        <location filename="../../qtwargame/editor/editor_window.py" line="417"/>
        <source>Tool Options</source>
        <translation>ツール設定</translation>
    </message>
    <message>
        <location filename="../../qtwargame/editor/editor_window.py" line="418"/>
        <source>Properties</source>
        <translation>プロパティ</translation>
    </message>
    <message>
        <location filename="../../qtwargame/editor/editor_window.py" line="418"/>
        <location filename="../../qtwargame/editor/editor_window.py" line="531"/>
        <source>Validation</source>
        <translation>検証</translation>
    </message>
    <message>
        <location filename="../../qtwargame/editor/editor_window.py" line="419"/>
        <source>Tables</source>
        <translation>表</translation>
    </message>
    <message>
        <location filename="../../qtwargame/editor/editor_window.py" line="419"/>
        <source>Turns and Reinforcements</source>
        <translation>ターンと増援</translation>
    </message>
    <message>
        <location filename="../../qtwargame/editor/editor_window.py" line="420"/>
        <source>Cards</source>
        <translation>カード</translation>
    </message>
    <message>
        <location filename="../../qtwargame/editor/editor_window.py" line="420"/>
        <source>Rules Data</source>
        <translation>ルールデータ</translation>
    </message>
    <message>
        <location filename="../../qtwargame/editor/editor_window.py" line="421"/>
        <source>History</source>
        <translation>履歴</translation>
    </message>
    <message>
        <location filename="../../qtwargame/editor/editor_window.py" line="421"/>
        <source>Layers</source>
        <translation>レイヤー</translation>
    </message>
    <message>
        <location filename="../../qtwargame/editor/editor_window.py" line="425"/>
        <source>&amp;New Scenario</source>
        <translation>新しいシナリオ(&amp;N)</translation>
    </message>
    <message>
        <location filename="../../qtwargame/editor/editor_window.py" line="425"/>
        <source>&amp;Open…</source>
        <translation>開く(&amp;O)…</translation>
    </message>
    <message>
        <location filename="../../qtwargame/editor/editor_window.py" line="426"/>
        <source>&amp;Save</source>
        <translation>保存(&amp;S)</translation>
    </message>
    <message>
        <location filename="../../qtwargame/editor/editor_window.py" line="426"/>
        <source>Save &amp;As…</source>
        <translation>名前を付けて保存(&amp;A)…</translation>
    </message>
    <message>
        <location filename="../../qtwargame/editor/editor_window.py" line="427"/>
        <source>&amp;Close</source>
        <translation>閉じる(&amp;C)</translation>
    </message>
    <message>
        <location filename="../../qtwargame/editor/editor_window.py" line="427"/>
        <source>&amp;New Map…</source>
        <translation>新しいマップ(&amp;N)…</translation>
    </message>
    <message>
        <location filename="../../qtwargame/editor/editor_window.py" line="428"/>
        <source>&amp;Resize Map…</source>
        <translation>マップの大きさを変更(&amp;R)…</translation>
    </message>
    <message>
        <location filename="../../qtwargame/editor/editor_window.py" line="429"/>
        <source>Import &amp;Background Image…</source>
        <translation>背景画像を読み込む(&amp;B)…</translation>
    </message>
    <message>
        <location filename="../../qtwargame/editor/editor_window.py" line="430"/>
        <source>Remove Background Image</source>
        <translation>背景画像を取り除く</translation>
    </message>
    <message>
        <location filename="../../qtwargame/editor/editor_window.py" line="431"/>
        <source>Import Terrain &amp;Shapes (GeoJSON)…</source>
        <translation>地形の図形を読み込む(&amp;S)(GeoJSON)…</translation>
    </message>
    <message>
        <location filename="../../qtwargame/editor/editor_window.py" line="432"/>
        <location filename="../../qtwargame/editor/editor_window.py" line="812"/>
        <location filename="../../qtwargame/editor/editor_window.py" line="821"/>
        <source>Play-test</source>
        <translation>テストプレイ</translation>
    </message>
    <message>
        <location filename="../../qtwargame/editor/editor_window.py" line="432"/>
        <source>Validate</source>
        <translation>検証</translation>
    </message>
    <message>
        <location filename="../../qtwargame/editor/editor_window.py" line="433"/>
        <source>Play-test with Seed…</source>
        <translation>シードを指定してテストプレイ…</translation>
    </message>
    <message>
        <location filename="../../qtwargame/editor/editor_window.py" line="434"/>
        <source>How to Build a Scenario</source>
        <translation>シナリオの作り方</translation>
    </message>
    <message>
        <location filename="../../qtwargame/editor/editor_window.py" line="435"/>
        <source>Keyboard Shortcuts</source>
        <translation>キーボード・ショートカット</translation>
    </message>
    <message>
        <location filename="../../qtwargame/editor/editor_window.py" line="436"/>
        <source>Fit Map</source>
        <translation>マップ全体を表示</translation>
    </message>
    <message>
        <location filename="../../qtwargame/editor/editor_window.py" line="436"/>
        <source>Zoom In</source>
        <translation>拡大</translation>
    </message>
    <message>
        <location filename="../../qtwargame/editor/editor_window.py" line="437"/>
        <source>Hex Numbers</source>
        <translation>ヘクス番号</translation>
    </message>
    <message>
        <location filename="../../qtwargame/editor/editor_window.py" line="437"/>
        <source>Zoom Out</source>
        <translation>縮小</translation>
    </message>
    <message>
        <location filename="../../qtwargame/editor/editor_window.py" line="438"/>
        <source>Terrain Patterns</source>
        <translation>地形の模様</translation>
    </message>
    <message>
        <location filename="../../qtwargame/editor/editor_window.py" line="439"/>
        <source>&amp;Copy Area</source>
        <translation>範囲をコピー(&amp;C)</translation>
    </message>
    <message>
        <location filename="../../qtwargame/editor/editor_window.py" line="439"/>
        <source>Cu&amp;t Area</source>
        <translation>範囲を切り取り(&amp;T)</translation>
    </message>
    <message>
        <location filename="../../qtwargame/editor/editor_window.py" line="440"/>
        <source>&amp;Paste Area (Stamp)</source>
        <translation>範囲を貼り付け(スタンプ)(&amp;P)</translation>
    </message>
    <message>
        <location filename="../../qtwargame/editor/editor_window.py" line="441"/>
        <source>&amp;Delete in Area</source>
        <translation>範囲の内容を削除(&amp;D)</translation>
    </message>
    <message>
        <location filename="../../qtwargame/editor/editor_window.py" line="442"/>
        <source>Select &amp;All Hexes</source>
        <translation>すべてのヘクスを選択(&amp;A)</translation>
    </message>
    <message>
        <location filename="../../qtwargame/editor/editor_window.py" line="443"/>
        <source>Select &amp;None</source>
        <translation>選択を解除(&amp;N)</translation>
    </message>
    <message>
        <location filename="../../qtwargame/editor/editor_window.py" line="444"/>
        <source>&amp;Lasso Selection</source>
        <translation>投げ縄選択(&amp;L)</translation>
    </message>
    <message>
        <location filename="../../qtwargame/editor/editor_window.py" line="445"/>
        <source>&amp;Fill Selection with Terrain</source>
        <translation>選択範囲を地形で塗りつぶす(&amp;F)</translation>
    </message>
    <message>
        <location filename="../../qtwargame/editor/editor_window.py" line="446"/>
        <source>Turn Stamp Clockwise</source>
        <translation>スタンプを時計回りに回転</translation>
    </message>
    <message>
        <location filename="../../qtwargame/editor/editor_window.py" line="447"/>
        <source>Turn Stamp Counterclockwise</source>
        <translation>スタンプを反時計回りに回転</translation>
    </message>
    <message>
        <location filename="../../qtwargame/editor/editor_window.py" line="448"/>
        <source>Mirror Stamp Left-Right</source>
        <translation>スタンプを左右反転</translation>
    </message>
    <message>
        <location filename="../../qtwargame/editor/editor_window.py" line="449"/>
        <source>Mirror Stamp Top-Bottom</source>
        <translation>スタンプを上下反転</translation>
    </message>
    <message>
        <location filename="../../qtwargame/editor/editor_window.py" line="452"/>
        <source>Start a game from the scenario being edited, with a random dice seed (F5)</source>
        <translation>編集中のシナリオで、ランダムなダイス・シードのゲームを始めます(F5)</translation>
    </message>
    <message>
        <location filename="../../qtwargame/editor/editor_window.py" line="458"/>
        <source>&amp;File</source>
        <translation>ファイル(&amp;F)</translation>
    </message>
    <message>
        <location filename="../../qtwargame/editor/editor_window.py" line="459"/>
        <source>&amp;Edit</source>
        <translation>編集(&amp;E)</translation>
    </message>
    <message>
        <location filename="../../qtwargame/editor/editor_window.py" line="460"/>
        <source>&amp;Map</source>
        <translation>マップ(&amp;M)</translation>
    </message>
    <message>
        <location filename="../../qtwargame/editor/editor_window.py" line="461"/>
        <source>&amp;Tools</source>
        <translation>ツール(&amp;T)</translation>
    </message>
    <message>
        <location filename="../../qtwargame/editor/editor_window.py" line="462"/>
        <source>&amp;View</source>
        <translation>表示(&amp;V)</translation>
    </message>
    <message>
        <location filename="../../qtwargame/editor/editor_window.py" line="463"/>
        <source>Show Regions</source>
        <translation>地域の表示</translation>
    </message>
    <message>
        <location filename="../../qtwargame/editor/editor_window.py" line="464"/>
        <source>Panels</source>
        <translation>パネル</translation>
    </message>
    <message>
        <location filename="../../qtwargame/editor/editor_window.py" line="465"/>
        <source>T&amp;est</source>
        <translation>テスト(&amp;E)</translation>
    </message>
    <message>
        <location filename="../../qtwargame/editor/editor_window.py" line="466"/>
        <source>&amp;Help</source>
        <translation>ヘルプ(&amp;H)</translation>
    </message>
    <message>
        <location filename="../../qtwargame/editor/editor_window.py" line="467"/>
        <source>&lt;opened&gt;</source>
        <translation>&lt;開いた時点&gt;</translation>
    </message>
    <message>
        <location filename="../../qtwargame/editor/editor_window.py" line="475"/>
        <source>{file} (read-only)</source>
        <translation>{file}(読み取り専用)</translation>
    </message>
    <message>
        <location filename="../../qtwargame/editor/editor_window.py" line="476"/>
        <source>{file}[*] — {title} — qtwargame scenario editor</source>
        <translation>{file}[*] — {title} — qtwargame シナリオエディタ</translation>
    </message>
    <message>
        <location filename="../../qtwargame/editor/editor_window.py" line="500"/>
        <source>Hex {label} · {terrain}</source>
        <translation>ヘクス {label} · {terrain}</translation>
    </message>
    <message>
        <location filename="../../qtwargame/editor/editor_window.py" line="512"/>
        <location filename="../../qtwargame/editor/editor_window.py" line="522"/>
        <source>1 problem</source>
        <translation>問題 1 件</translation>
    </message>
    <message>
        <location filename="../../qtwargame/editor/editor_window.py" line="512"/>
        <location filename="../../qtwargame/editor/editor_window.py" line="522"/>
        <source>Valid</source>
        <translation>有効</translation>
    </message>
    <message>
        <location filename="../../qtwargame/editor/editor_window.py" line="512"/>
        <location filename="../../qtwargame/editor/editor_window.py" line="523"/>
        <source>{n} problems</source>
        <translation>問題 {n} 件</translation>
    </message>
    <message>
        <location filename="../../qtwargame/editor/editor_window.py" line="531"/>
        <source>Validation ({n})</source>
        <translation>検証 ({n})</translation>
    </message>
    <message>
        <location filename="../../qtwargame/editor/editor_window.py" line="801"/>
        <source>Play-test with seed</source>
        <translation>シードを指定してテストプレイ</translation>
    </message>
    <message>
        <location filename="../../qtwargame/editor/editor_window.py" line="802"/>
        <source>Dice seed:</source>
        <translation>ダイス・シード:</translation>
    </message>
    <message>
        <location filename="../../qtwargame/editor/editor_window.py" line="812"/>
        <source>The scenario has 1 problem; fix it to play-test the scenario.</source>
        <translation>シナリオに問題が 1 件あります。直してからテストプレイしてください。</translation>
    </message>
    <message>
        <location filename="../../qtwargame/editor/editor_window.py" line="814"/>
        <source>The scenario has {n} problems; fix them to play-test it.</source>
        <translation>シナリオに {n} 件の問題があります。テストプレイするには修正してください。</translation>
    </message>
    <message>
        <source>Autosave failed: {error}</source>
        <translation type="vanished"></translation>
    </message>
    <message>
        <source>Cannot read {path} as an image.</source>
        <translation type="vanished"></translation>
    </message>
    <message>
        <source>GeoJSON (*.geojson *.json)</source>
        <translation type="vanished"></translation>
    </message>
    <message>
        <source>Images (*.png *.jpg *.jpeg *.bmp *.tif *.tiff *.gif *.webp)</source>
        <translation type="vanished"></translation>
    </message>
    <message>
        <source>Import background image</source>
        <translation type="vanished"></translation>
    </message>
    <message>
        <source>Import terrain shapes</source>
        <translation type="vanished"></translation>
    </message>
    <message>
        <source>Open scenario</source>
        <translation type="vanished"></translation>
    </message>
    <message>
        <source>Save failed</source>
        <translation type="vanished"></translation>
    </message>
    <message>
        <source>Save scenario as</source>
        <translation type="vanished"></translation>
    </message>
    <message>
        <source>Saved {path}</source>
        <translation type="vanished"></translation>
    </message>
    <message>
        <source>Saved {path} (with {n} problems)</source>
        <translation type="vanished"></translation>
    </message>
    <message>
        <source>Scenarios (*.json)</source>
        <translation type="vanished"></translation>
    </message>
    <message>
        <source>Start a game from the scenario being edited (F5)</source>
        <translation type="vanished">編集中のシナリオでゲームを開始します (F5)</translation>
    </message>
    <message>
        <source>The file cannot be used:</source>
        <translation type="vanished"></translation>
    </message>
    <message>
        <source>The scenario could not be saved to {path}:
{error}

Your changes are still here; try another place.</source>
        <translation type="vanished"></translation>
    </message>
    <message>
        <source>The {layer} layer is locked (Layers panel).</source>
        <translation type="vanished">「{layer}」レイヤーはロックされています(レイヤー パネル)。</translation>
    </message>
    <message>
        <source>Unsaved changes</source>
        <translation type="vanished"></translation>
    </message>
    <message>
        <source>{file} has unsaved changes. Save them before closing?</source>
        <translation type="vanished"></translation>
    </message>
    <message>
        <source>{n} hexes changed to their majority terrain</source>
        <translation type="vanished"></translation>
    </message>
</context>
<context>
    <name>EditorWindowBase</name>
    <message>
        <location filename="../../qtwargame/editor/window_base.py" line="109"/>
        <source>The {layer} layer is locked (Layers panel).</source>
        <translation>「{layer}」レイヤーはロックされています(レイヤー パネル)。</translation>
    </message>
</context>
<context>
    <name>EmptyBoard</name>
    <message>
        <location filename="../../qtwargame/ui/empty_board.py" line="59"/>
        <source>No game is open</source>
        <translation>ゲームが開かれていません</translation>
    </message>
</context>
<context>
    <name>EraserTool</name>
    <message>
        <location filename="../../qtwargame/editor/tools/eraser_tool.py" line="27"/>
        <source>Eraser</source>
        <translation>消しゴム</translation>
    </message>
    <message>
        <location filename="../../qtwargame/editor/tools/eraser_tool.py" line="30"/>
        <source>Drag to remove hexes from the map; paint on the ghost grid to add them back.</source>
        <translation>ドラッグでヘクスをマップから取り除きます。薄いグリッドに塗ると戻せます。</translation>
    </message>
</context>
<context>
    <name>FillTool</name>
    <message>
        <location filename="../../qtwargame/editor/tools/fill_tool.py" line="21"/>
        <source>Flood fill</source>
        <translation>塗りつぶし</translation>
    </message>
    <message>
        <location filename="../../qtwargame/editor/tools/fill_tool.py" line="28"/>
        <source>Click a hex to fill its connected area of the same terrain; drag to fill a rectangle.</source>
        <translation>ヘクスをクリックすると、つながった同じ地形の範囲を塗りつぶします。ドラッグすると長方形を塗りつぶします。</translation>
    </message>
    <message>
        <location filename="../../qtwargame/editor/tools/fill_tool.py" line="78"/>
        <location filename="../../qtwargame/editor/tools/fill_tool.py" line="94"/>
        <source>Filled {n:# hex|# hexes}</source>
        <translation>{n} ヘクスを塗りつぶしました</translation>
    </message>
    <message>
        <source>Click a hex to fill its connected area of the same terrain.</source>
        <translation type="vanished">ヘクスをクリックすると、つながった同じ地形の範囲を塗りつぶします。</translation>
    </message>
    <message>
        <source>Filled {n} hexes</source>
        <translation type="vanished">{n} ヘクスを塗りつぶしました</translation>
    </message>
</context>
<context>
    <name>GameController</name>
    <message>
        <location filename="../../qtwargame/ui/controller.py" line="286"/>
        <source>Autosave failed: {error}</source>
        <translation>自動保存に失敗しました: {error}</translation>
    </message>
    <message>
        <location filename="../../qtwargame/ui/controller.py" line="325"/>
        <source>A shared view cannot be played on: it holds one side&apos;s view of a position, not the game.</source>
        <translation>共有ビューではプレイできません。ゲームそのものではなく、片方の陣営から見た局面だけが入っています。</translation>
    </message>
    <message>
        <location filename="../../qtwargame/ui/controller.py" line="328"/>
        <source>The board shows the past: turn Step Through off in the log to play on.</source>
        <translation>盤面は過去を表示しています。続けて遊ぶにはログの「1行ずつ見る」をオフにしてください。</translation>
    </message>
    <message>
        <location filename="../../qtwargame/ui/controller.py" line="332"/>
        <location filename="../../qtwargame/ui/controller.py" line="362"/>
        <source>The computer plays that side.</source>
        <translation>その陣営はコンピュータが担当しています。</translation>
    </message>
    <message>
        <location filename="../../qtwargame/ui/controller.py" line="689"/>
        <source>Passed for the {side} player, as they chose for the rest of this phase: {prompt}</source>
        <translation>このフェイズの残りは同じ質問にパスするという{side}のプレイヤーの選択により、パスしました: {prompt}</translation>
    </message>
    <message>
        <location filename="../../qtwargame/ui/controller.py" line="693"/>
        <source>Passed, as you chose for the rest of this phase: {prompt}</source>
        <translation>このフェイズの残りは同じ質問にパスする設定のため、パスしました: {prompt}</translation>
    </message>
    <message>
        <location filename="../../qtwargame/ui/controller.py" line="718"/>
        <source>Passed automatically (nothing else was possible): {prompt}</source>
        <translation>自動的にパスしました（他に選べる答えがありませんでした）: {prompt}</translation>
    </message>
    <message>
        <location filename="../../qtwargame/ui/controller.py" line="721"/>
        <source>Passed automatically (no answer could change the result): {prompt}</source>
        <translation>自動的にパスしました（どの答えでも結果は変わりませんでした）: {prompt}</translation>
    </message>
    <message>
        <location filename="../../qtwargame/ui/controller.py" line="761"/>
        <source>The only choice of cards was made: all {n} cards.</source>
        <translation>選べる組み合わせが一つだけだったため、カード{n}枚すべてを選びました。</translation>
    </message>
    <message>
        <location filename="../../qtwargame/ui/controller.py" line="762"/>
        <source>The only choice of cards was made: the one card.</source>
        <translation>選べる組み合わせが一つだけだったため、その1枚を選びました。</translation>
    </message>
</context>
<context>
    <name>HandOverScreen</name>
    <message>
        <location filename="../../qtwargame/ui/handover.py" line="73"/>
        <source>Pass to the {side} player</source>
        <translation>{side}のプレイヤーに交代してください</translation>
    </message>
    <message>
        <location filename="../../qtwargame/ui/handover.py" line="74"/>
        <source>The {side} player&apos;s view is hidden until the {side} player is at the screen. Click the button or press Enter to continue.</source>
        <translation>{side}のプレイヤーが画面の前に来るまで、{side}の画面は隠されています。ボタンをクリックするかEnterキーを押して続けてください。</translation>
    </message>
    <message>
        <location filename="../../qtwargame/ui/handover.py" line="77"/>
        <source>I am the {side} player: continue</source>
        <translation>{side}のプレイヤーです：続ける</translation>
    </message>
    <message>
        <source>The {side} player&apos;s view is hidden until the {side} player is at the screen. Click anywhere or press Enter to continue.</source>
        <translation type="vanished">{side}のプレイヤーが画面の前に来るまで、{side}の画面は隠されています。どこかをクリックするか Enter キーを押して続けてください。</translation>
    </message>
</context>
<context>
    <name>HelpDialog</name>
    <message>
        <location filename="../../qtwargame/ui/help_dialog.py" line="65"/>
        <source>How to Play</source>
        <translation>遊び方</translation>
    </message>
    <message>
        <location filename="../../qtwargame/ui/help_dialog.py" line="89"/>
        <source>The play window</source>
        <translation>プレイ画面</translation>
    </message>
    <message>
        <location filename="../../qtwargame/ui/help_dialog.py" line="108"/>
        <source>There is no help page for this game yet.</source>
        <translation>このゲームのヘルプはまだありません。</translation>
    </message>
</context>
<context>
    <name>HexPanel</name>
    <message>
        <location filename="../../qtwargame/editor/panels/hex_panel.py" line="126"/>
        <source>City</source>
        <translation>都市</translation>
    </message>
    <message>
        <location filename="../../qtwargame/editor/panels/hex_panel.py" line="126"/>
        <source>Terrain</source>
        <translation>地形</translation>
    </message>
    <message>
        <location filename="../../qtwargame/editor/panels/hex_panel.py" line="127"/>
        <source>Control</source>
        <translation>支配陣営</translation>
    </message>
    <message>
        <location filename="../../qtwargame/editor/panels/hex_panel.py" line="127"/>
        <source>Regions</source>
        <translation>地域</translation>
    </message>
    <message>
        <location filename="../../qtwargame/editor/panels/hex_panel.py" line="128"/>
        <source>Hexsides</source>
        <translation>ヘクスサイド</translation>
    </message>
    <message>
        <location filename="../../qtwargame/editor/panels/hex_panel.py" line="128"/>
        <source>Units set up here</source>
        <translation>ここに配置されたユニット</translation>
    </message>
    <message>
        <location filename="../../qtwargame/editor/panels/hex_panel.py" line="149"/>
        <source>Hex {label} is off the map</source>
        <translation>ヘクス {label} はマップの外です</translation>
    </message>
    <message>
        <location filename="../../qtwargame/editor/panels/hex_panel.py" line="150"/>
        <source>Paint it with the terrain brush to put it back on the map.</source>
        <translation>地形ブラシで塗るとマップに戻ります。</translation>
    </message>
    <message>
        <location filename="../../qtwargame/editor/panels/hex_panel.py" line="153"/>
        <source>No hex selected</source>
        <translation>ヘクスが選択されていません</translation>
    </message>
    <message>
        <location filename="../../qtwargame/editor/panels/hex_panel.py" line="154"/>
        <source>Select a hex on the map (Select tool) to see and edit it.</source>
        <translation>マップ上のヘクスを(選択ツールで)選ぶと、ここで表示・編集できます。</translation>
    </message>
    <message>
        <location filename="../../qtwargame/editor/panels/hex_panel.py" line="158"/>
        <source>Hex {label}</source>
        <translation>ヘクス {label}</translation>
    </message>
    <message>
        <location filename="../../qtwargame/editor/panels/hex_panel.py" line="166"/>
        <source>Add city…</source>
        <translation>都市を追加…</translation>
    </message>
    <message>
        <location filename="../../qtwargame/editor/panels/hex_panel.py" line="169"/>
        <source>, {vp} VP</source>
        <translation>、{vp} VP</translation>
    </message>
    <message>
        <location filename="../../qtwargame/editor/panels/hex_panel.py" line="174"/>
        <source>Edit city…</source>
        <translation>都市を編集…</translation>
    </message>
    <message>
        <location filename="../../qtwargame/editor/panels/hex_panel.py" line="176"/>
        <source>(nobody)</source>
        <translation>(なし)</translation>
    </message>
</context>
<context>
    <name>HexsideTool</name>
    <message>
        <location filename="../../qtwargame/editor/tools/hexside_tool.py" line="28"/>
        <source>Hexside features</source>
        <translation>ヘクスサイドの地形効果</translation>
    </message>
    <message>
        <location filename="../../qtwargame/editor/tools/hexside_tool.py" line="31"/>
        <source>Click near a hexside to toggle the feature; drag along hexsides to draw it.</source>
        <translation>ヘクスサイドの近くをクリックすると地形効果を切り替えます。ヘクスサイドに沿ってドラッグすると連続して描けます。</translation>
    </message>
    <message>
        <location filename="../../qtwargame/editor/tools/hexside_tool.py" line="58"/>
        <source>The scenario has no hexside features: add one under Definitions.</source>
        <translation>シナリオにヘクスサイドの地形効果がありません。「定義」で追加してください。</translation>
    </message>
</context>
<context>
    <name>IdChoices</name>
    <message>
        <location filename="../../qtwargame/editor/panels/id_choices.py" line="157"/>
        <source>{text} ({rule})</source>
        <translation>{text}（{rule}）</translation>
    </message>
    <message>
        <location filename="../../qtwargame/editor/panels/id_choices.py" line="194"/>
        <source>(none)</source>
        <translation>(なし)</translation>
    </message>
    <message>
        <location filename="../../qtwargame/editor/panels/id_choices.py" line="223"/>
        <source>Colour</source>
        <translation>色</translation>
    </message>
</context>
<context>
    <name>InspectTool</name>
    <message>
        <location filename="../../qtwargame/ui/tools/inspect_tool.py" line="13"/>
        <source>Click a stack to look through it; hover a counter for its details.</source>
        <translation>スタックをクリックすると順に確認できます。駒にマウスを重ねると詳細を表示します。</translation>
    </message>
</context>
<context>
    <name>Intentions</name>
    <message>
        <location filename="../../qtwargame/ui/intentions.py" line="148"/>
        <source>Show the Computer&apos;s &amp;Intentions</source>
        <translation>コンピュータの意図を表示(&amp;I)</translation>
    </message>
    <message>
        <location filename="../../qtwargame/ui/intentions.py" line="149"/>
        <source>Arrows and rings on the board for the computer&apos;s moves and attacks, as it plays them</source>
        <translation>コンピュータの移動と攻撃を、指すたびに盤上の矢印と枠で示します</translation>
    </message>
    <message>
        <location filename="../../qtwargame/ui/intentions.py" line="302"/>
        <source>{side:actor} moves {unit} from {start} to {end}</source>
        <translation>{side}が{unit}を{start}から{end}へ移動</translation>
    </message>
    <message>
        <location filename="../../qtwargame/ui/intentions.py" line="307"/>
        <source>{side:actor} attacks {target} with {attackers}</source>
        <translation>{side}が{attackers}で{target}を攻撃</translation>
    </message>
    <message>
        <source>{city} ({hex})</source>
        <translation type="vanished">{city}({hex})</translation>
    </message>
    <message>
        <source>{side} attacks {target} with {attackers}</source>
        <translation type="vanished">{side}が {attackers} で {target} を攻撃</translation>
    </message>
    <message>
        <source>{side} moves {unit} from {start} to {end}</source>
        <translation type="vanished">{side}: {unit} が {start} から {end} へ移動</translation>
    </message>
</context>
<context>
    <name>JsonTreeEditor</name>
    <message>
        <location filename="../../qtwargame/editor/panels/json_tree_editor.py" line="105"/>
        <source>Key</source>
        <translation>キー</translation>
    </message>
    <message>
        <location filename="../../qtwargame/editor/panels/json_tree_editor.py" line="105"/>
        <source>Type</source>
        <translation>型</translation>
    </message>
    <message>
        <location filename="../../qtwargame/editor/panels/json_tree_editor.py" line="105"/>
        <source>Value</source>
        <translation>値</translation>
    </message>
    <message>
        <location filename="../../qtwargame/editor/panels/json_tree_editor.py" line="106"/>
        <source>Add</source>
        <translation>追加</translation>
    </message>
    <message>
        <location filename="../../qtwargame/editor/panels/json_tree_editor.py" line="107"/>
        <source>Remove</source>
        <translation>削除</translation>
    </message>
    <message>
        <location filename="../../qtwargame/editor/panels/json_tree_editor.py" line="108"/>
        <source>Edit as JSON…</source>
        <translation>JSON として編集…</translation>
    </message>
    <message>
        <location filename="../../qtwargame/editor/panels/json_tree_editor.py" line="109"/>
        <source>Add an entry to the selected object or list</source>
        <translation>選択したオブジェクトまたはリストに項目を追加</translation>
    </message>
    <message>
        <location filename="../../qtwargame/editor/panels/json_tree_editor.py" line="220"/>
        <source>Keys must be unique and not empty.</source>
        <translation>キーは空でなく、重複しないようにしてください。</translation>
    </message>
    <message>
        <location filename="../../qtwargame/editor/panels/json_tree_editor.py" line="275"/>
        <source>Edit as JSON</source>
        <translation>JSON として編集</translation>
    </message>
    <message>
        <location filename="../../qtwargame/editor/panels/json_tree_editor.py" line="287"/>
        <source>Not valid JSON: {msg} (line {line})</source>
        <translation>JSON として正しくありません: {msg}({line} 行目)</translation>
    </message>
    <message>
        <location filename="../../qtwargame/editor/panels/json_tree_editor.py" line="291"/>
        <source>The value must be a JSON object.</source>
        <translation>値は JSON オブジェクトでなければなりません。</translation>
    </message>
</context>
<context>
    <name>Layers</name>
    <message>
        <location filename="../../qtwargame/editor/panels/layers_panel.py" line="15"/>
        <source>Units</source>
        <translation>ユニット</translation>
    </message>
    <message>
        <location filename="../../qtwargame/editor/panels/layers_panel.py" line="16"/>
        <source>Cities</source>
        <translation>都市</translation>
    </message>
    <message>
        <location filename="../../qtwargame/editor/panels/layers_panel.py" line="17"/>
        <source>Rails and roads</source>
        <translation>鉄道と道路</translation>
    </message>
    <message>
        <location filename="../../qtwargame/editor/panels/layers_panel.py" line="18"/>
        <source>Hexsides</source>
        <translation>ヘクスサイド</translation>
    </message>
    <message>
        <location filename="../../qtwargame/editor/panels/layers_panel.py" line="19"/>
        <source>Regions</source>
        <translation>地域</translation>
    </message>
    <message>
        <location filename="../../qtwargame/editor/panels/layers_panel.py" line="20"/>
        <source>Terrain</source>
        <translation>地形</translation>
    </message>
    <message>
        <location filename="../../qtwargame/editor/panels/layers_panel.py" line="21"/>
        <source>Scanned map</source>
        <translation>スキャン画像</translation>
    </message>
</context>
<context>
    <name>LayersPanel</name>
    <message>
        <location filename="../../qtwargame/editor/panels/layers_panel.py" line="63"/>
        <source>Layer</source>
        <translation>レイヤー</translation>
    </message>
    <message>
        <location filename="../../qtwargame/editor/panels/layers_panel.py" line="63"/>
        <source>Lock</source>
        <translation>ロック</translation>
    </message>
    <message>
        <location filename="../../qtwargame/editor/panels/layers_panel.py" line="63"/>
        <source>Show</source>
        <translation>表示</translation>
    </message>
    <message>
        <location filename="../../qtwargame/editor/panels/layers_panel.py" line="64"/>
        <source>Opacity</source>
        <translation>不透明度</translation>
    </message>
    <message>
        <location filename="../../qtwargame/editor/panels/layers_panel.py" line="68"/>
        <source>Locked: the tools that edit this layer do nothing</source>
        <translation>ロック中: このレイヤーを編集するツールは働きません</translation>
    </message>
</context>
<context>
    <name>LinkTool</name>
    <message>
        <location filename="../../qtwargame/editor/tools/link_tool.py" line="25"/>
        <source>Rails and roads</source>
        <translation>鉄道と道路</translation>
    </message>
    <message>
        <location filename="../../qtwargame/editor/tools/link_tool.py" line="28"/>
        <source>Drag through hexes to draw a line; click a segment to delete it; right-click a road to give it the chosen grade.</source>
        <translation>ヘクスをドラッグして線を引きます。区間をクリックすると削除、道路を右クリックすると選んだ等級にします。</translation>
    </message>
    <message>
        <source>Drag through hexes to draw a line; click a segment to delete it.</source>
        <translation type="vanished">ヘクスをなぞってドラッグすると線を引きます。区間をクリックすると削除します。</translation>
    </message>
    <message>
        <source>Drag through hexes to draw a line; click a segment to delete it; right-click a line to give it the chosen grade.</source>
        <translation type="vanished">ヘクスをドラッグして線を引きます。区間をクリックすると削除、線を右クリックすると選んだ等級にします。</translation>
    </message>
</context>
<context>
    <name>ListsPanel</name>
    <message>
        <location filename="../../qtwargame/editor/panels/lists_panel.py" line="23"/>
        <source>Sides</source>
        <translation>陣営</translation>
    </message>
    <message>
        <location filename="../../qtwargame/editor/panels/lists_panel.py" line="24"/>
        <source>Nationalities</source>
        <translation>国籍</translation>
    </message>
    <message>
        <location filename="../../qtwargame/editor/panels/lists_panel.py" line="25"/>
        <source>Terrain types</source>
        <translation>地形の種類</translation>
    </message>
    <message>
        <location filename="../../qtwargame/editor/panels/lists_panel.py" line="26"/>
        <source>Hexside features</source>
        <translation>ヘクスサイドの地形効果</translation>
    </message>
    <message>
        <location filename="../../qtwargame/editor/panels/lists_panel.py" line="27"/>
        <source>City kinds</source>
        <translation>都市の種類</translation>
    </message>
    <message>
        <location filename="../../qtwargame/editor/panels/lists_panel.py" line="28"/>
        <source>Unit types</source>
        <translation>ユニットの兵科</translation>
    </message>
    <message>
        <location filename="../../qtwargame/editor/panels/lists_panel.py" line="29"/>
        <source>Setup codes</source>
        <translation>配置コード</translation>
    </message>
    <message>
        <location filename="../../qtwargame/editor/panels/lists_panel.py" line="30"/>
        <source>Regions</source>
        <translation>地域</translation>
    </message>
</context>
<context>
    <name>LogPanel</name>
    <message>
        <location filename="../../qtwargame/ui/log_panel.py" line="156"/>
        <source>Dice</source>
        <translation>ダイス</translation>
    </message>
    <message>
        <location filename="../../qtwargame/ui/log_panel.py" line="156"/>
        <source>Event</source>
        <translation>出来事</translation>
    </message>
    <message>
        <location filename="../../qtwargame/ui/log_panel.py" line="156"/>
        <location filename="../../qtwargame/ui/log_panel.py" line="320"/>
        <location filename="../../qtwargame/ui/shared_view.py" line="187"/>
        <source>Turn</source>
        <translation>ターン</translation>
    </message>
    <message>
        <location filename="../../qtwargame/ui/log_panel.py" line="157"/>
        <source>Rule</source>
        <translation>ルール</translation>
    </message>
    <message>
        <location filename="../../qtwargame/ui/log_panel.py" line="158"/>
        <source>Filter text…</source>
        <translation>文字で絞り込み…</translation>
    </message>
    <message>
        <location filename="../../qtwargame/ui/log_panel.py" line="159"/>
        <source>Combats only</source>
        <translation>戦闘のみ</translation>
    </message>
    <message>
        <location filename="../../qtwargame/ui/log_panel.py" line="160"/>
        <source>Step Through</source>
        <translation>1行ずつ見る</translation>
    </message>
    <message>
        <location filename="../../qtwargame/ui/log_panel.py" line="161"/>
        <source>Show the board as it was after the selected line (read-only); use the arrow keys to step</source>
        <translation>選択した行の直後の盤面を表示します（閲覧のみ）。矢印キーで1行ずつ進めます</translation>
    </message>
    <message>
        <location filename="../../qtwargame/ui/log_panel.py" line="163"/>
        <source>Copy</source>
        <translation>コピー</translation>
    </message>
    <message>
        <location filename="../../qtwargame/ui/log_panel.py" line="164"/>
        <source>Copy the lines shown as text, to paste into an e-mail</source>
        <translation>表示中の行をテキストとしてコピーします（メールに貼り付けられます）</translation>
    </message>
    <message>
        <location filename="../../qtwargame/ui/log_panel.py" line="165"/>
        <source>Export…</source>
        <translation>書き出し…</translation>
    </message>
    <message>
        <location filename="../../qtwargame/ui/log_panel.py" line="166"/>
        <source>Save the whole log as a text file</source>
        <translation>ログ全体をテキストファイルに保存します</translation>
    </message>
    <message>
        <location filename="../../qtwargame/ui/log_panel.py" line="194"/>
        <source>All sides</source>
        <translation>全陣営</translation>
    </message>
    <message>
        <location filename="../../qtwargame/ui/log_panel.py" line="196"/>
        <source>All turns</source>
        <translation>全ターン</translation>
    </message>
    <message>
        <location filename="../../qtwargame/ui/log_panel.py" line="201"/>
        <source>Turn {n}</source>
        <translation>第{n}ターン</translation>
    </message>
    <message>
        <location filename="../../qtwargame/ui/log_panel.py" line="316"/>
        <source>Turn {turn}, {phase}</source>
        <translation>ターン{turn}、{phase}</translation>
    </message>
    <message>
        <location filename="../../qtwargame/ui/log_panel.py" line="320"/>
        <location filename="../../qtwargame/ui/shared_view.py" line="188"/>
        <source>dice</source>
        <translation>ダイス</translation>
    </message>
    <message>
        <location filename="../../qtwargame/ui/log_panel.py" line="321"/>
        <location filename="../../qtwargame/ui/shared_view.py" line="189"/>
        <source>rule</source>
        <translation>ルール</translation>
    </message>
    <message>
        <location filename="../../qtwargame/ui/log_panel.py" line="341"/>
        <source>Export the log</source>
        <translation>ログの書き出し</translation>
    </message>
    <message>
        <location filename="../../qtwargame/ui/log_panel.py" line="343"/>
        <source>Text files (*.txt)</source>
        <translation>テキストファイル (*.txt)</translation>
    </message>
    <message>
        <location filename="../../qtwargame/ui/log_panel.py" line="351"/>
        <source>Cannot export the log</source>
        <translation>ログを書き出せません</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <location filename="../../qtwargame/ui/app.py" line="135"/>
        <source>The last session did not end normally. Resume its game, {title}, at turn {turn}, from the autosave?</source>
        <translation>前回のセッションは正常に終了しませんでした。ゲーム「{title}」をターン{turn}から自動保存で再開しますか？</translation>
    </message>
    <message>
        <location filename="../../qtwargame/ui/app.py" line="139"/>
        <source>The last session did not end normally. Resume its game from the autosave?</source>
        <translation>前回のセッションは正常に終了しませんでした。自動保存からゲームを再開しますか？</translation>
    </message>
    <message>
        <location filename="../../qtwargame/ui/app.py" line="142"/>
        <source>Resume game</source>
        <translation>ゲームの再開</translation>
    </message>
    <message>
        <location filename="../../qtwargame/ui/app.py" line="161"/>
        <source>Continue the last game, {title}, at turn {turn}?</source>
        <translation>前回のゲーム「{title}」をターン{turn}から続けますか？</translation>
    </message>
    <message>
        <location filename="../../qtwargame/ui/app.py" line="163"/>
        <location filename="../../qtwargame/ui/app.py" line="166"/>
        <source>Continue</source>
        <translation>続ける</translation>
    </message>
    <message>
        <location filename="../../qtwargame/ui/app.py" line="167"/>
        <source>Something Else</source>
        <translation>別のことをする</translation>
    </message>
    <message>
        <location filename="../../qtwargame/ui/decision_panel.py" line="56"/>
        <source>This phase&apos;s choices are in the Decision panel; end the phase when you are done.</source>
        <translation>このフェイズでできることは「決定」パネルにあります。終わったらフェイズを終了してください。</translation>
    </message>
    <message>
        <location filename="../../qtwargame/ui/decision_panel.py" line="63"/>
        <source>Units may be removed now: see the Decision panel.</source>
        <translation>今ユニットを除去できます。決定パネルを見てください。</translation>
    </message>
    <message>
        <location filename="../../qtwargame/ui/decision_panel.py" line="70"/>
        <source>Click a card in the Cards panel to play it, or end the phase.</source>
        <translation>「カード」パネルのカードをクリックして使うか、フェイズを終了してください。</translation>
    </message>
    <message>
        <location filename="../../qtwargame/ui/decision_panel.py" line="72"/>
        <source>A card in the Cards panel can be played now too.</source>
        <translation>「カード」パネルのカードも今プレイできます。</translation>
    </message>
    <message>
        <location filename="../../qtwargame/ui/decision_panel.py" line="74"/>
        <source>No unit can attack now, but a card can still be played: click it in the Cards panel, or end the phase.</source>
        <translation>今攻撃できるユニットはありませんが、まだカードをプレイできます。「カード」パネルでクリックするか、フェイズを終了してください。</translation>
    </message>
    <message>
        <location filename="../../qtwargame/ui/decision_panel.py" line="82"/>
        <source>To use them: Other actions… under End Phase, or right-click a unit; eliminated units come back from the Reinforcements panel.</source>
        <translation>使うには「フェイズ終了」の下の「その他の行動…」か、ユニットの右クリックメニューから。除去されたユニットは「増援」パネルから戻せます。</translation>
    </message>
    <message>
        <location filename="../../qtwargame/ui/decision_panel.py" line="89"/>
        <source>Right-click a marked hex to choose what to do there.</source>
        <translation>印の付いたヘクスを右クリックすると、そこで行うことを選べます。</translation>
    </message>
    <message>
        <location filename="../../qtwargame/ui/main_window.py" line="452"/>
        <source>&amp;Game</source>
        <translation>ゲーム(&amp;G)</translation>
    </message>
    <message>
        <location filename="../../qtwargame/ui/main_window.py" line="453"/>
        <source>&amp;Edit</source>
        <translation>編集(&amp;E)</translation>
    </message>
    <message>
        <location filename="../../qtwargame/ui/main_window.py" line="454"/>
        <source>&amp;View</source>
        <translation>表示(&amp;V)</translation>
    </message>
    <message>
        <location filename="../../qtwargame/ui/main_window.py" line="455"/>
        <source>Regions</source>
        <translation>地域</translation>
    </message>
    <message>
        <location filename="../../qtwargame/ui/main_window.py" line="456"/>
        <source>Stack &amp;Order</source>
        <translation>スタックの順序(&amp;O)</translation>
    </message>
    <message>
        <location filename="../../qtwargame/ui/main_window.py" line="457"/>
        <source>&amp;Strongest on Top</source>
        <translation>最も強い駒を上に(&amp;S)</translation>
    </message>
    <message>
        <location filename="../../qtwargame/ui/main_window.py" line="458"/>
        <source>Units That Can &amp;Act on Top</source>
        <translation>行動できるユニットを上に(&amp;A)</translation>
    </message>
    <message>
        <location filename="../../qtwargame/ui/main_window.py" line="459"/>
        <source>&amp;Last Moved on Top</source>
        <translation>最後に動かした駒を上に(&amp;L)</translation>
    </message>
    <message>
        <location filename="../../qtwargame/ui/main_window.py" line="460"/>
        <source>&amp;Next Unit That Can Act</source>
        <translation>次の行動可能ユニット(&amp;N)</translation>
    </message>
    <message>
        <location filename="../../qtwargame/ui/main_window.py" line="461"/>
        <source>&amp;Pass Reactions Automatically When Nothing Else Is Possible</source>
        <translation>他に選択肢がないときは対応を自動的にパス(&amp;P)</translation>
    </message>
    <message>
        <location filename="../../qtwargame/ui/main_window.py" line="463"/>
        <source>&amp;Hand-Over Screen Between Players</source>
        <translation>プレイヤー交代画面(&amp;H)</translation>
    </message>
    <message>
        <location filename="../../qtwargame/ui/main_window.py" line="464"/>
        <source>Two people at one screen: cover the window when the turn passes, so neither sees the other&apos;s cards or secrets. Switch it off to play both sides yourself.</source>
        <translation>二人で一つの画面を使うとき、手番が移るたびにウィンドウを覆い、相手のカードや秘密を見せません。一人で両軍を指揮するときはオフにします。</translation>
    </message>
    <message>
        <location filename="../../qtwargame/ui/main_window.py" line="469"/>
        <source>Panels</source>
        <translation>パネル</translation>
    </message>
    <message>
        <location filename="../../qtwargame/ui/main_window.py" line="470"/>
        <source>&amp;Language</source>
        <translation>言語(&amp;L)</translation>
    </message>
    <message>
        <location filename="../../qtwargame/ui/main_window.py" line="471"/>
        <source>&amp;Help</source>
        <translation>ヘルプ(&amp;H)</translation>
    </message>
    <message>
        <location filename="../../qtwargame/ui/main_window.py" line="472"/>
        <source>Open &amp;Recent</source>
        <translation>最近使ったファイル(&amp;R)</translation>
    </message>
    <message>
        <location filename="../../qtwargame/ui/main_window.py" line="474"/>
        <source>&amp;New Game…</source>
        <translation>新しいゲーム(&amp;N)…</translation>
    </message>
    <message>
        <location filename="../../qtwargame/ui/main_window.py" line="474"/>
        <source>&amp;Open…</source>
        <translation>開く(&amp;O)…</translation>
    </message>
    <message>
        <location filename="../../qtwargame/ui/main_window.py" line="475"/>
        <source>&amp;Save</source>
        <translation>保存(&amp;S)</translation>
    </message>
    <message>
        <location filename="../../qtwargame/ui/main_window.py" line="475"/>
        <source>Save &amp;As…</source>
        <translation>名前を付けて保存(&amp;A)…</translation>
    </message>
    <message>
        <location filename="../../qtwargame/ui/main_window.py" line="476"/>
        <source>S&amp;hare Position…</source>
        <translation>局面を共有(&amp;H)…</translation>
    </message>
    <message>
        <location filename="../../qtwargame/ui/main_window.py" line="477"/>
        <source>&amp;Quit</source>
        <translation>終了(&amp;Q)</translation>
    </message>
    <message>
        <location filename="../../qtwargame/ui/main_window.py" line="477"/>
        <location filename="../../qtwargame/ui/main_window.py" line="1268"/>
        <source>&amp;Undo</source>
        <translation>元に戻す(&amp;U)</translation>
    </message>
    <message>
        <location filename="../../qtwargame/ui/main_window.py" line="478"/>
        <source>&amp;End Phase</source>
        <translation>フェイズ終了(&amp;E)</translation>
    </message>
    <message>
        <location filename="../../qtwargame/ui/main_window.py" line="478"/>
        <source>&amp;Redo</source>
        <translation>やり直し(&amp;R)</translation>
    </message>
    <message>
        <location filename="../../qtwargame/ui/main_window.py" line="479"/>
        <source>Other &amp;Actions…</source>
        <translation>その他の行動(&amp;A)…</translation>
    </message>
    <message>
        <location filename="../../qtwargame/ui/main_window.py" line="479"/>
        <source>Zoom &amp;In</source>
        <translation>拡大(&amp;I)</translation>
    </message>
    <message>
        <location filename="../../qtwargame/ui/main_window.py" line="480"/>
        <source>&amp;Fit Map to Window</source>
        <translation>マップをウィンドウに合わせる(&amp;F)</translation>
    </message>
    <message>
        <location filename="../../qtwargame/ui/main_window.py" line="480"/>
        <source>Zoom &amp;Out</source>
        <translation>縮小(&amp;O)</translation>
    </message>
    <message>
        <location filename="../../qtwargame/ui/main_window.py" line="481"/>
        <source>Hex &amp;Numbers</source>
        <translation>ヘクス番号(&amp;N)</translation>
    </message>
    <message>
        <location filename="../../qtwargame/ui/main_window.py" line="482"/>
        <source>&amp;About qtwargame</source>
        <translation>qtwargame について(&amp;A)</translation>
    </message>
    <message>
        <location filename="../../qtwargame/ui/main_window.py" line="482"/>
        <source>Terrain &amp;Patterns</source>
        <translation>地形の模様(&amp;P)</translation>
    </message>
    <message>
        <location filename="../../qtwargame/ui/main_window.py" line="483"/>
        <source>&amp;Welcome Screen…</source>
        <translation>ようこそ画面(&amp;W)…</translation>
    </message>
    <message>
        <location filename="../../qtwargame/ui/main_window.py" line="484"/>
        <source>&amp;Clear Menu</source>
        <translation>一覧を消去(&amp;C)</translation>
    </message>
    <message>
        <location filename="../../qtwargame/ui/main_window.py" line="485"/>
        <source>&amp;Edit Scenario…</source>
        <translation>シナリオを編集(&amp;E)…</translation>
    </message>
    <message>
        <location filename="../../qtwargame/ui/main_window.py" line="486"/>
        <source>&amp;How to Play…</source>
        <translation>遊び方(&amp;H)…</translation>
    </message>
    <message>
        <location filename="../../qtwargame/ui/main_window.py" line="487"/>
        <source>&amp;Keyboard Shortcuts…</source>
        <translation>キーボード・ショートカット(&amp;K)…</translation>
    </message>
    <message>
        <location filename="../../qtwargame/ui/main_window.py" line="488"/>
        <source>About &amp;Qt</source>
        <translation>Qt について(&amp;Q)</translation>
    </message>
    <message>
        <location filename="../../qtwargame/ui/main_window.py" line="493"/>
        <source>Overview</source>
        <translation>全体図</translation>
    </message>
    <message>
        <location filename="../../qtwargame/ui/main_window.py" line="493"/>
        <source>Stack</source>
        <translation>スタック</translation>
    </message>
    <message>
        <location filename="../../qtwargame/ui/main_window.py" line="494"/>
        <source>Combat</source>
        <translation>戦闘</translation>
    </message>
    <message>
        <location filename="../../qtwargame/ui/main_window.py" line="494"/>
        <source>Reinforcements</source>
        <translation>増援</translation>
    </message>
    <message>
        <location filename="../../qtwargame/ui/main_window.py" line="495"/>
        <source>Decision</source>
        <translation>決定</translation>
    </message>
    <message>
        <location filename="../../qtwargame/ui/main_window.py" line="495"/>
        <source>Results Tables</source>
        <translation>結果表</translation>
    </message>
    <message>
        <location filename="../../qtwargame/ui/main_window.py" line="496"/>
        <source>Status</source>
        <translation>状況</translation>
    </message>
    <message>
        <location filename="../../qtwargame/ui/main_window.py" line="496"/>
        <source>Victory</source>
        <translation>勝利</translation>
    </message>
    <message>
        <location filename="../../qtwargame/ui/main_window.py" line="497"/>
        <source>Log</source>
        <translation>記録</translation>
    </message>
    <message>
        <location filename="../../qtwargame/ui/main_window.py" line="497"/>
        <source>Turn Track</source>
        <translation>ターン記録トラック</translation>
    </message>
    <message>
        <location filename="../../qtwargame/ui/main_window.py" line="498"/>
        <source>Cards</source>
        <translation>カード</translation>
    </message>
    <message>
        <location filename="../../qtwargame/ui/main_window.py" line="515"/>
        <source>Map edges</source>
        <translation>マップ端</translation>
    </message>
    <message>
        <location filename="../../qtwargame/ui/main_window.py" line="515"/>
        <source>Setup areas</source>
        <translation>配置地域</translation>
    </message>
    <message>
        <location filename="../../qtwargame/ui/main_window.py" line="516"/>
        <source>Countries</source>
        <translation>国</translation>
    </message>
    <message>
        <location filename="../../qtwargame/ui/main_window.py" line="516"/>
        <source>Rear areas</source>
        <translation>後方地域</translation>
    </message>
    <message>
        <location filename="../../qtwargame/ui/main_window.py" line="517"/>
        <source>Districts</source>
        <translation>地区</translation>
    </message>
    <message>
        <location filename="../../qtwargame/ui/main_window.py" line="517"/>
        <source>Sectors</source>
        <translation>担当区域</translation>
    </message>
    <message>
        <location filename="../../qtwargame/ui/main_window.py" line="518"/>
        <source>Army group areas</source>
        <translation>軍集団の地域</translation>
    </message>
    <message>
        <location filename="../../qtwargame/ui/main_window.py" line="518"/>
        <source>Borders</source>
        <translation>国境</translation>
    </message>
    <message>
        <location filename="../../qtwargame/ui/main_window.py" line="519"/>
        <source>Coasts</source>
        <translation>海岸</translation>
    </message>
    <message>
        <location filename="../../qtwargame/ui/main_window.py" line="519"/>
        <source>Edges</source>
        <translation>盤端</translation>
    </message>
    <message>
        <location filename="../../qtwargame/ui/main_window.py" line="519"/>
        <source>Lakes</source>
        <translation>湖</translation>
    </message>
    <message>
        <location filename="../../qtwargame/ui/main_window.py" line="520"/>
        <source>Armies&apos; setup areas</source>
        <translation>軍の配置エリア</translation>
    </message>
    <message>
        <location filename="../../qtwargame/ui/main_window.py" line="520"/>
        <source>Seas</source>
        <translation>海</translation>
    </message>
    <message>
        <location filename="../../qtwargame/ui/main_window.py" line="521"/>
        <source>Entry areas</source>
        <translation>登場地域</translation>
    </message>
    <message>
        <location filename="../../qtwargame/ui/main_window.py" line="521"/>
        <source>Limits</source>
        <translation>境界</translation>
    </message>
    <message>
        <location filename="../../qtwargame/ui/main_window.py" line="522"/>
        <source>Territories</source>
        <translation>領土</translation>
    </message>
    <message>
        <location filename="../../qtwargame/ui/main_window.py" line="687"/>
        <source>The computer is paused, and its {side} side must act now.</source>
        <translation>コンピュータは一時停止中ですが、いま行動するのはコンピュータの{side}です。</translation>
    </message>
    <message>
        <location filename="../../qtwargame/ui/main_window.py" line="689"/>
        <source>Resume the computer</source>
        <translation>コンピュータを再開</translation>
    </message>
    <message>
        <location filename="../../qtwargame/ui/main_window.py" line="691"/>
        <source>The computer waits after your undo, and its {side} side must act now.</source>
        <translation>取り消しの後でコンピュータは待機中ですが、いま行動するのはコンピュータの{side}です。</translation>
    </message>
    <message>
        <location filename="../../qtwargame/ui/main_window.py" line="693"/>
        <source>Let the computer play on</source>
        <translation>コンピュータに続けさせる</translation>
    </message>
    <message>
        <location filename="../../qtwargame/ui/main_window.py" line="697"/>
        <source>{computer} (the computer) waits for your answer in the Decision panel.</source>
        <translation>{computer}（コンピュータ）は決定パネルでのあなたの回答を待っています。</translation>
    </message>
    <message>
        <location filename="../../qtwargame/ui/main_window.py" line="752"/>
        <source>The past, read-only: turn {turn}, {phase}, after “{line}”. Turn Step Through off in the log to play on.</source>
        <translation>過去の盤面（閲覧のみ）: ターン{turn}、{phase}、「{line}」の直後。続けて遊ぶにはログの「1行ずつ見る」をオフにしてください。</translation>
    </message>
    <message>
        <location filename="../../qtwargame/ui/main_window.py" line="776"/>
        <location filename="../../qtwargame/ui/main_window.py" line="1273"/>
        <location filename="../../qtwargame/ui/main_window.py" line="1303"/>
        <location filename="../../qtwargame/ui/main_window.py" line="1390"/>
        <location filename="../../qtwargame/ui/main_window.py" line="1435"/>
        <source>Waiting for the next player at the screen.</source>
        <translation>次のプレイヤーが画面の前に来るのを待っています。</translation>
    </message>
    <message>
        <location filename="../../qtwargame/ui/main_window.py" line="826"/>
        <source>Nothing to do in this phase: no card in your hand can be played now. Click End Phase.</source>
        <translation>このフェイズですることはありません。手札のカードは今はどれもプレイできません。「フェイズ終了」を押してください。</translation>
    </message>
    <message>
        <location filename="../../qtwargame/ui/main_window.py" line="829"/>
        <source>Nothing to do in this phase: click End Phase.</source>
        <translation>このフェイズですることはありません。「フェイズ終了」を押してください。</translation>
    </message>
    <message>
        <location filename="../../qtwargame/ui/main_window.py" line="833"/>
        <source>Units are waiting to be placed: drag them from the Reinforcements panel onto a highlighted hex.</source>
        <translation>配置待ちのユニットがあります。「増援」パネルから強調表示されたヘクスへドラッグしてください。</translation>
    </message>
    <message>
        <location filename="../../qtwargame/ui/main_window.py" line="839"/>
        <source>Your units are set up; you may drag any of them to another highlighted hex of its setup area, or end the phase.</source>
        <translation>ユニットは配置済みです。配置エリア内の強調表示されたヘクスへドラッグして動かすか、フェイズを終了してください。</translation>
    </message>
    <message>
        <location filename="../../qtwargame/ui/main_window.py" line="842"/>
        <source>Your units are set up; you may drag any of them to another highlighted hex of its setup area.</source>
        <translation>ユニットは配置済みです。配置エリア内の強調表示されたヘクスへドラッグして動かすこともできます。</translation>
    </message>
    <message>
        <location filename="../../qtwargame/ui/main_window.py" line="850"/>
        <source>A unit on the map may be placed elsewhere now ({reasons}): drag it from the Reinforcements panel onto a highlighted hex.</source>
        <translation>盤上のユニットをいま別の位置に配置できます（{reasons}）。「増援」パネルから強調表示されたヘクスへドラッグしてください。</translation>
    </message>
    <message>
        <location filename="../../qtwargame/ui/main_window.py" line="885"/>
        <source>No unit can attack any more this phase: end the phase when you are done.</source>
        <translation>攻撃できるユニットはもうありません。フェイズを終了してください。</translation>
    </message>
    <message>
        <location filename="../../qtwargame/ui/main_window.py" line="894"/>
        <source>Right-click a unit for what else it may do now.</source>
        <translation>ほかの行動はユニットの右クリックで。</translation>
    </message>
    <message>
        <location filename="../../qtwargame/ui/main_window.py" line="897"/>
        <source>The computer is playing the {side} side: its moves appear on the board and in the log.</source>
        <translation>コンピュータが{side}をプレイしています。その手は盤上とログに表示されます。</translation>
    </message>
    <message>
        <location filename="../../qtwargame/ui/main_window.py" line="901"/>
        <source>The game is over: {how}</source>
        <translation>ゲームは終了しました：{how}</translation>
    </message>
    <message>
        <location filename="../../qtwargame/ui/main_window.py" line="967"/>
        <source>{unit} cannot be placed now.</source>
        <translation>{unit}は今は配置できません。</translation>
    </message>
    <message>
        <location filename="../../qtwargame/ui/main_window.py" line="994"/>
        <source>Every unit is set up already. Drag any of them elsewhere, then end the phase.</source>
        <translation>すべてのユニットはすでに配置済みです。好きなユニットをドラッグして置き直し、フェイズを終了してください。</translation>
    </message>
    <message>
        <location filename="../../qtwargame/ui/main_window.py" line="997"/>
        <source>Nothing is waiting to be set up.</source>
        <translation>配置を待っているユニットはありません。</translation>
    </message>
    <message>
        <location filename="../../qtwargame/ui/main_window.py" line="1008"/>
        <source>1 unit deployed; the setup is complete.</source>
        <translation>1ユニットを配置しました。初期配置は完了です。</translation>
    </message>
    <message>
        <location filename="../../qtwargame/ui/main_window.py" line="1009"/>
        <source>{n} units deployed; the setup is complete.</source>
        <translation>{n}ユニットを配置しました。初期配置は完了です。</translation>
    </message>
    <message>
        <location filename="../../qtwargame/ui/main_window.py" line="1011"/>
        <source>1 unit deployed. Drag it elsewhere if you like, then end the phase.</source>
        <translation>1ユニットを配置しました。必要なら別の場所へドラッグし、フェイズを終了してください。</translation>
    </message>
    <message>
        <location filename="../../qtwargame/ui/main_window.py" line="1013"/>
        <source>{n} units deployed. Drag any of them elsewhere, then end the phase.</source>
        <translation>{n}ユニットを配置しました。どれでも別の場所へドラッグでき、終わったらフェイズを終了してください。</translation>
    </message>
    <message>
        <location filename="../../qtwargame/ui/main_window.py" line="1029"/>
        <source>No unit can enter the map now.</source>
        <translation>いま盤上に入れるユニットはありません。</translation>
    </message>
    <message>
        <location filename="../../qtwargame/ui/main_window.py" line="1031"/>
        <source>{n} units placed. Undo takes them back one by one.</source>
        <translation>{n}ユニットを配置しました。元に戻すと1ユニットずつ取り消せます。</translation>
    </message>
    <message>
        <location filename="../../qtwargame/ui/main_window.py" line="1032"/>
        <source>1 unit placed.</source>
        <translation>1ユニットを配置しました。</translation>
    </message>
    <message>
        <location filename="../../qtwargame/ui/main_window.py" line="1144"/>
        <source>Nobody</source>
        <translation>なし</translation>
    </message>
    <message>
        <location filename="../../qtwargame/ui/main_window.py" line="1145"/>
        <source>Game over. Winner: {winner}. {reason}</source>
        <translation>ゲーム終了。勝者: {winner}。{reason}</translation>
    </message>
    <message>
        <location filename="../../qtwargame/ui/main_window.py" line="1189"/>
        <source>Not allowed ({rule}): {reason}</source>
        <translation>実行できません({rule}): {reason}</translation>
    </message>
    <message>
        <location filename="../../qtwargame/ui/main_window.py" line="1192"/>
        <source>Not allowed: {reason}</source>
        <translation>実行できません: {reason}</translation>
    </message>
    <message>
        <location filename="../../qtwargame/ui/main_window.py" line="1210"/>
        <source>turn {turn}, {phase}</source>
        <translation>第{turn}ターン、{phase}</translation>
    </message>
    <message>
        <location filename="../../qtwargame/ui/main_window.py" line="1213"/>
        <source>All {total} of its actions are allowed, but they now lead to another position than the one saved: the program&apos;s rules have been corrected since, or the file was edited.</source>
        <translation>{total}個のアクションはすべて有効ですが、保存時とは別の局面になります。保存後にプログラムのルールが修正されたか、ファイルが編集されています。</translation>
    </message>
    <message>
        <location filename="../../qtwargame/ui/main_window.py" line="1216"/>
        <source>Open the game as the current rules play it ({where})?</source>
        <translation>現在のルールで再現したゲーム（{where}）を開きますか？</translation>
    </message>
    <message>
        <location filename="../../qtwargame/ui/main_window.py" line="1218"/>
        <source>Its action {n} of {total} is not allowed by the current rules: the program&apos;s rules have been corrected since it was saved, or the file was edited.</source>
        <translation>{total}個中{n}番目のアクションは現在のルールでは認められません。保存後にプログラムのルールが修正されたか、ファイルが編集されています。</translation>
    </message>
    <message>
        <location filename="../../qtwargame/ui/main_window.py" line="1221"/>
        <source>Open the game as far as the current rules accept it ({where}) and play on from there?</source>
        <translation>現在のルールで認められるところまで（{where}）ゲームを開き、そこから続けますか？</translation>
    </message>
    <message>
        <location filename="../../qtwargame/ui/main_window.py" line="1224"/>
        <source>It opens as an unsaved game; the file is not changed.</source>
        <translation>未保存のゲームとして開きます。ファイルは変更されません。</translation>
    </message>
    <message>
        <location filename="../../qtwargame/ui/main_window.py" line="1226"/>
        <source>The rules have changed</source>
        <translation>ルールが変わりました</translation>
    </message>
    <message>
        <location filename="../../qtwargame/ui/main_window.py" line="1240"/>
        <source>Opened {file} as the current rules play it</source>
        <translation>{file}を現在のルールで開きました</translation>
    </message>
    <message>
        <location filename="../../qtwargame/ui/main_window.py" line="1257"/>
        <source>unsaved game</source>
        <translation>未保存のゲーム</translation>
    </message>
    <message>
        <location filename="../../qtwargame/ui/main_window.py" line="1269"/>
        <source>&amp;Undo (not past the hand-over)</source>
        <translation>元に戻す(交代より前には戻れません)(&amp;U)</translation>
    </message>
    <message>
        <location filename="../../qtwargame/ui/main_window.py" line="1292"/>
        <source>Zoom {pct}%</source>
        <translation>倍率{pct}%</translation>
    </message>
    <message>
        <location filename="../../qtwargame/ui/main_window.py" line="1316"/>
        <source>Answer the pending decision first.</source>
        <translation>先に保留中の決定に答えてください。</translation>
    </message>
    <message>
        <location filename="../../qtwargame/ui/main_window.py" line="1322"/>
        <source>The rules do not allow it now.</source>
        <translation>現在はルール上できません。</translation>
    </message>
    <message>
        <location filename="../../qtwargame/ui/main_window.py" line="1324"/>
        <source>… and {n} more</source>
        <translation>… ほか{n}件</translation>
    </message>
    <message>
        <location filename="../../qtwargame/ui/main_window.py" line="1325"/>
        <source>The phase cannot end yet: {why}</source>
        <translation>まだフェイズを終了できません: {why}</translation>
    </message>
    <message>
        <location filename="../../qtwargame/ui/main_window.py" line="1327"/>
        <source>The phase cannot end yet</source>
        <translation>まだフェイズを終了できません</translation>
    </message>
    <message>
        <location filename="../../qtwargame/ui/main_window.py" line="1336"/>
        <source>The phase cannot end yet:</source>
        <translation>まだフェイズを終了できません。理由：</translation>
    </message>
    <message>
        <location filename="../../qtwargame/ui/main_window.py" line="1347"/>
        <source>End the phase? {losses}</source>
        <translation>フェイズを終了しますか？{losses}</translation>
    </message>
    <message>
        <location filename="../../qtwargame/ui/main_window.py" line="1348"/>
        <source>End the phase?</source>
        <translation>フェイズを終了しますか？</translation>
    </message>
    <message>
        <location filename="../../qtwargame/ui/main_window.py" line="1351"/>
        <source>End Phase</source>
        <translation>フェイズ終了</translation>
    </message>
    <message>
        <location filename="../../qtwargame/ui/main_window.py" line="1352"/>
        <source>Keep Playing</source>
        <translation>プレイを続ける</translation>
    </message>
    <message>
        <location filename="../../qtwargame/ui/main_window.py" line="1373"/>
        <source>No other actions are legal now.</source>
        <translation>他に実行できる行動はありません。</translation>
    </message>
    <message>
        <location filename="../../qtwargame/ui/main_window.py" line="1394"/>
        <source>Undo goes back only to the last hand-over: the last action was the {side} player&apos;s, and stays theirs.</source>
        <translation>元に戻せるのは直前の交代までです。最後の行動は{side}のプレイヤーのもので、取り消せません。</translation>
    </message>
    <message>
        <location filename="../../qtwargame/ui/main_window.py" line="1415"/>
        <source>This is the game&apos;s past, read-only: go back to the present to play.</source>
        <translation>これはゲームの過去の場面で、読み取り専用です。プレイするには現在に戻ってください。</translation>
    </message>
    <message>
        <location filename="../../qtwargame/ui/main_window.py" line="1417"/>
        <source>Nothing to undo yet.</source>
        <translation>取り消せる操作はまだありません。</translation>
    </message>
    <message>
        <location filename="../../qtwargame/ui/main_window.py" line="1423"/>
        <source>Cannot undo “{action}”: it ended the game.</source>
        <translation>「{action}」は取り消せません：ゲームが終了しました。</translation>
    </message>
    <message>
        <location filename="../../qtwargame/ui/main_window.py" line="1425"/>
        <source>Cannot undo “{action}”: it drew or revealed hidden information (a leader, a card) that cannot be hidden again.</source>
        <translation>「{action}」は取り消せません：隠された情報（指揮官、カード）を引いたか公開したため、再び隠すことはできません。</translation>
    </message>
    <message>
        <location filename="../../qtwargame/ui/main_window.py" line="1428"/>
        <source>Cannot undo “{action}”: dice were rolled, and undo never goes back past a die roll.</source>
        <translation>「{action}」は取り消せません：ダイスが振られました。取り消しはダイスの目より前には戻りません。</translation>
    </message>
    <message>
        <location filename="../../qtwargame/ui/main_window.py" line="1430"/>
        <source>Nothing to undo in this phase: “{action}” ended the last one, and undo goes back only within the current phase.</source>
        <translation>このフェイズで取り消せる操作はありません：「{action}」で前のフェイズが終わりました。取り消しは現在のフェイズの中でだけ戻ります。</translation>
    </message>
    <message>
        <location filename="../../qtwargame/ui/main_window.py" line="1438"/>
        <source>Nothing to redo.</source>
        <translation>やり直す操作はありません。</translation>
    </message>
    <message>
        <location filename="../../qtwargame/ui/main_window.py" line="1554"/>
        <source>Cannot open the scenario editor</source>
        <translation>シナリオ・エディタを開けません</translation>
    </message>
    <message>
        <location filename="../../qtwargame/ui/main_window.py" line="1570"/>
        <source>Quit</source>
        <translation>終了</translation>
    </message>
    <message>
        <location filename="../../qtwargame/ui/main_window.py" line="1570"/>
        <source>Save the game before quitting?</source>
        <translation>終了する前にゲームを保存しますか？</translation>
    </message>
    <message>
        <location filename="../../qtwargame/ui/opening.py" line="80"/>
        <source>Opening a saved game</source>
        <translation>保存したゲームを開いています</translation>
    </message>
    <message>
        <location filename="../../qtwargame/ui/opening.py" line="111"/>
        <source>Checking {file}: {done} of {total} actions. Play begins once all are checked.</source>
        <translation>{file} を確認中：{total}手のうち{done}手。すべて確認するとプレイできます。</translation>
    </message>
    <message>
        <source>About qtwargame</source>
        <translation type="vanished">qtwargame について</translation>
    </message>
    <message>
        <source>Checking {file}: {done} of {total} actions replayed. The board shows the start; play begins when all are checked.</source>
        <translation type="vanished">{file} を確認中：{total} 手のうち {done} 手を再現しました。盤面は開始時の配置です。すべて確認するとプレイできます。</translation>
    </message>
    <message>
        <source>Choose 1 card to keep: click it in the Cards panel, then click Confirm selection.</source>
        <translation type="vanished">残すカードを1枚選んでください。「カード」パネルでクリックし、「選択を確定」を押します。</translation>
    </message>
    <message>
        <source>Choose the cards to keep: click them in the Cards panel, then click Confirm selection.</source>
        <translation type="vanished">残すカードを選んでください。「カード」パネルでクリックし、「選択を確定」を押します。</translation>
    </message>
    <message>
        <source>Choose {n} cards to keep: click them in the Cards panel, then click Confirm selection.</source>
        <translation type="vanished">残すカードを{n}枚選んでください。「カード」パネルでクリックし、「選択を確定」を押します。</translation>
    </message>
    <message>
        <source>No card is kept this turn: click Confirm selection in the Cards panel.</source>
        <translation type="vanished">このターンに残すカードはありません。「カード」パネルの「選択を確定」を押してください。</translation>
    </message>
    <message>
        <source>Nothing to undo: undo goes back within this phase, never past a die roll.</source>
        <translation type="vanished">元に戻す操作はありません。元に戻せるのは現在のフェイズ内で、ダイスを振る前までです。</translation>
    </message>
    <message>
        <source>Saved games ({ext});;All files (*)</source>
        <translation type="vanished">セーブデータ ({ext});;すべてのファイル (*)</translation>
    </message>
    <message>
        <source>The computer is paused, and {side} (the computer) must act now.</source>
        <translation type="vanished">コンピュータは一時停止中ですが、いま行動するのは{side}（コンピュータ）です。</translation>
    </message>
    <message>
        <source>The computer is playing {side}: its moves appear on the board and in the log.</source>
        <translation type="vanished">コンピュータが{side}をプレイしています。その手は盤上とログに表示されます。</translation>
    </message>
    <message>
        <source>The computer waits after your undo, and {side} (the computer) must act now.</source>
        <translation type="vanished">取り消しの後でコンピュータは待機中ですが、いま行動するのは{side}（コンピュータ）です。</translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation type="vanished">ゲームは終了しました。</translation>
    </message>
    <message>
        <source>qtwargame {version}
Hex-and-counter wargames with every rule enforced.</source>
        <translation type="vanished">qtwargame {version}
すべてのルールを自動で適用するヘクス&amp;カウンター・ウォーゲーム。</translation>
    </message>
</context>
<context>
    <name>MainWindowFiles</name>
    <message>
        <location filename="../../qtwargame/ui/main_window_files.py" line="85"/>
        <source>Cannot start the game</source>
        <translation>ゲームを開始できません</translation>
    </message>
    <message>
        <location filename="../../qtwargame/ui/main_window_files.py" line="153"/>
        <location filename="../../qtwargame/ui/main_window_files.py" line="157"/>
        <location filename="../../qtwargame/ui/main_window_files.py" line="170"/>
        <location filename="../../qtwargame/ui/main_window_files.py" line="174"/>
        <location filename="../../qtwargame/ui/main_window_files.py" line="364"/>
        <source>Cannot open the saved game</source>
        <translation>セーブデータを開けません</translation>
    </message>
    <message>
        <location filename="../../qtwargame/ui/main_window_files.py" line="180"/>
        <source>Opened {file}</source>
        <translation>{file} を開きました</translation>
    </message>
    <message>
        <location filename="../../qtwargame/ui/main_window_files.py" line="206"/>
        <source>Open saved game</source>
        <translation>セーブデータを開く</translation>
    </message>
    <message>
        <location filename="../../qtwargame/ui/main_window_files.py" line="206"/>
        <source>Save game</source>
        <translation>ゲームを保存</translation>
    </message>
    <message>
        <location filename="../../qtwargame/ui/main_window_files.py" line="208"/>
        <source>Saved games ({ext})</source>
        <translation>セーブデータ ({ext})</translation>
    </message>
    <message>
        <location filename="../../qtwargame/ui/main_window_files.py" line="223"/>
        <source>Shared views ({ext})</source>
        <translation>共有ビュー ({ext})</translation>
    </message>
    <message>
        <location filename="../../qtwargame/ui/main_window_files.py" line="224"/>
        <source>Saved games and shared views ({ext})</source>
        <translation>セーブデータと共有ビュー ({ext})</translation>
    </message>
    <message>
        <location filename="../../qtwargame/ui/main_window_files.py" line="226"/>
        <source>All files (*)</source>
        <translation>すべてのファイル (*)</translation>
    </message>
    <message>
        <location filename="../../qtwargame/ui/main_window_files.py" line="249"/>
        <source>Replace the game</source>
        <translation>ゲームの置き換え</translation>
    </message>
    <message>
        <location filename="../../qtwargame/ui/main_window_files.py" line="250"/>
        <source>The game in progress has moves that are not saved. Save it before the other game replaces it?</source>
        <translation>進行中のゲームには保存されていない手があります。別のゲームに置き換える前に保存しますか？</translation>
    </message>
    <message>
        <location filename="../../qtwargame/ui/main_window_files.py" line="288"/>
        <source>Earlier autosaves</source>
        <translation>以前の自動保存</translation>
    </message>
    <message>
        <location filename="../../qtwargame/ui/main_window_files.py" line="292"/>
        <source>Open this earlier autosave; Save then asks where.</source>
        <translation>この以前の自動保存を開きます。保存するときは保存先を尋ねます。</translation>
    </message>
    <message>
        <location filename="../../qtwargame/ui/main_window_files.py" line="309"/>
        <source>Continue {title}, turn {turn}</source>
        <translation>「{title}」をターン{turn}から続ける</translation>
    </message>
    <message>
        <location filename="../../qtwargame/ui/main_window_files.py" line="324"/>
        <source>Continuing {title} at turn {turn}</source>
        <translation>「{title}」をターン{turn}から続けます</translation>
    </message>
    <message>
        <location filename="../../qtwargame/ui/main_window_files.py" line="335"/>
        <source>{title}, turn {turn} ({when})</source>
        <translation>「{title}」ターン{turn}({when})</translation>
    </message>
    <message>
        <location filename="../../qtwargame/ui/main_window_files.py" line="352"/>
        <source>Opened the earlier autosave of {title}, turn {turn}</source>
        <translation>以前の自動保存「{title}」ターン{turn}を開きました</translation>
    </message>
    <message>
        <location filename="../../qtwargame/ui/main_window_files.py" line="365"/>
        <source>{file} no longer exists; it was removed from the list.</source>
        <translation>{file} はもうありません。一覧から削除しました。</translation>
    </message>
    <message>
        <location filename="../../qtwargame/ui/main_window_files.py" line="379"/>
        <source>Cannot save the game</source>
        <translation>ゲームを保存できません</translation>
    </message>
    <message>
        <location filename="../../qtwargame/ui/main_window_files.py" line="383"/>
        <source>Saved {file}</source>
        <translation>{file} に保存しました</translation>
    </message>
</context>
<context>
    <name>MapView</name>
    <message>
        <location filename="../../qtwargame/editor/editor_view.py" line="31"/>
        <source>Cancel what the tool is doing</source>
        <translation>ツールの操作を取り消す</translation>
    </message>
    <message>
        <location filename="../../qtwargame/editor/editor_view.py" line="33"/>
        <source>Finish a terrain polygon</source>
        <translation>地形の多角形を閉じる</translation>
    </message>
    <message>
        <location filename="../../qtwargame/ui/board_view.py" line="29"/>
        <source>Tapped: spread out the selected stack, or close it; held: drag to pan the map</source>
        <translation>軽く押す: 選択したスタックを広げる／閉じる。押したまま: ドラッグでマップをスクロール</translation>
    </message>
    <message>
        <location filename="../../qtwargame/ui/board_view.py" line="32"/>
        <source>Cycle the selected stack: its top counter to the bottom</source>
        <translation>選択したスタックを回す（一番上の駒を一番下へ）</translation>
    </message>
    <message>
        <location filename="../../qtwargame/ui/board_view.py" line="35"/>
        <source>Put the unit down, or cancel the attack or card</source>
        <translation>持ち上げたユニットを戻す、または攻撃やカードを取り消す</translation>
    </message>
    <message>
        <location filename="../../qtwargame/ui/map_view.py" line="53"/>
        <source>Zoom in</source>
        <translation>拡大</translation>
    </message>
    <message>
        <location filename="../../qtwargame/ui/map_view.py" line="54"/>
        <source>Zoom out</source>
        <translation>縮小</translation>
    </message>
    <message>
        <location filename="../../qtwargame/ui/map_view.py" line="55"/>
        <source>Fit the map to the window</source>
        <translation>マップをウィンドウに合わせる</translation>
    </message>
    <message>
        <location filename="../../qtwargame/ui/map_view.py" line="56"/>
        <source>Pan left</source>
        <translation>左へスクロール</translation>
    </message>
    <message>
        <location filename="../../qtwargame/ui/map_view.py" line="57"/>
        <source>Pan right</source>
        <translation>右へスクロール</translation>
    </message>
    <message>
        <location filename="../../qtwargame/ui/map_view.py" line="58"/>
        <source>Pan up</source>
        <translation>上へスクロール</translation>
    </message>
    <message>
        <location filename="../../qtwargame/ui/map_view.py" line="59"/>
        <source>Pan down</source>
        <translation>下へスクロール</translation>
    </message>
    <message>
        <source>Spread out the selected stack, or close it</source>
        <translation type="vanished"></translation>
    </message>
</context>
<context>
    <name>ModelFields</name>
    <message>
        <location filename="../../qtwargame/editor/panels/model_list_model.py" line="33"/>
        <source>choices</source>
        <translation>選択肢</translation>
    </message>
    <message>
        <location filename="../../qtwargame/editor/panels/model_list_model.py" line="34"/>
        <source>choice names</source>
        <translation>選択肢の名前</translation>
    </message>
    <message>
        <location filename="../../qtwargame/editor/panels/model_list_model.py" line="35"/>
        <source>code</source>
        <translation>コード</translation>
    </message>
    <message>
        <location filename="../../qtwargame/editor/panels/model_list_model.py" line="36"/>
        <source>colour</source>
        <translation>色</translation>
    </message>
    <message>
        <location filename="../../qtwargame/editor/panels/model_list_model.py" line="37"/>
        <source>data</source>
        <translation>データ</translation>
    </message>
    <message>
        <location filename="../../qtwargame/editor/panels/model_list_model.py" line="38"/>
        <source>date</source>
        <translation>日付</translation>
    </message>
    <message>
        <location filename="../../qtwargame/editor/panels/model_list_model.py" line="39"/>
        <source>default</source>
        <translation>既定値</translation>
    </message>
    <message>
        <location filename="../../qtwargame/editor/panels/model_list_model.py" line="40"/>
        <source>fortress</source>
        <translation>要塞</translation>
    </message>
    <message>
        <location filename="../../qtwargame/editor/panels/model_list_model.py" line="41"/>
        <source>hex</source>
        <translation>ヘクス</translation>
    </message>
    <message>
        <location filename="../../qtwargame/editor/panels/model_list_model.py" line="42"/>
        <source>hexes</source>
        <translation>ヘクス</translation>
    </message>
    <message>
        <location filename="../../qtwargame/editor/panels/model_list_model.py" line="43"/>
        <source>id</source>
        <translation>ID</translation>
    </message>
    <message>
        <location filename="../../qtwargame/editor/panels/model_list_model.py" line="44"/>
        <source>kind</source>
        <translation>種類</translation>
    </message>
    <message>
        <location filename="../../qtwargame/editor/panels/model_list_model.py" line="45"/>
        <source>name</source>
        <translation>名前</translation>
    </message>
    <message>
        <location filename="../../qtwargame/editor/panels/model_list_model.py" line="46"/>
        <source>number</source>
        <translation>番号</translation>
    </message>
    <message>
        <location filename="../../qtwargame/editor/panels/model_list_model.py" line="47"/>
        <source>pattern</source>
        <translation>模様</translation>
    </message>
    <message>
        <location filename="../../qtwargame/editor/panels/model_list_model.py" line="48"/>
        <source>port</source>
        <translation>港</translation>
    </message>
    <message>
        <location filename="../../qtwargame/editor/panels/model_list_model.py" line="49"/>
        <source>region</source>
        <translation>地域</translation>
    </message>
    <message>
        <location filename="../../qtwargame/editor/panels/model_list_model.py" line="50"/>
        <source>rule</source>
        <translation>ルール</translation>
    </message>
    <message>
        <location filename="../../qtwargame/editor/panels/model_list_model.py" line="51"/>
        <source>side</source>
        <translation>陣営</translation>
    </message>
    <message>
        <location filename="../../qtwargame/editor/panels/model_list_model.py" line="52"/>
        <source>symbol</source>
        <translation>記号</translation>
    </message>
    <message>
        <location filename="../../qtwargame/editor/panels/model_list_model.py" line="53"/>
        <source>tags</source>
        <translation>タグ</translation>
    </message>
    <message>
        <location filename="../../qtwargame/editor/panels/model_list_model.py" line="54"/>
        <source>text colour</source>
        <translation>文字色</translation>
    </message>
    <message>
        <location filename="../../qtwargame/editor/panels/model_list_model.py" line="55"/>
        <location filename="../../qtwargame/scenario/models.py" line="120"/>
        <source>VP</source>
        <translation>VP</translation>
    </message>
    <message>
        <location filename="../../qtwargame/editor/panels/model_list_model.py" line="56"/>
        <source>water</source>
        <translation>水域</translation>
    </message>
    <message>
        <location filename="../../qtwargame/editor/panels/model_list_model.py" line="57"/>
        <source>weather</source>
        <translation>天候</translation>
    </message>
    <message>
        <location filename="../../qtwargame/editor/panels/model_list_model.py" line="58"/>
        <source>width</source>
        <translation>幅</translation>
    </message>
    <message>
        <location filename="../../qtwargame/editor/panels/model_list_model.py" line="82"/>
        <source>{name} (English)</source>
        <translation>{name}（英語）</translation>
    </message>
    <message>
        <location filename="../../qtwargame/editor/panels/model_list_model.py" line="84"/>
        <source>{name} (Japanese)</source>
        <translation>{name}（日本語）</translation>
    </message>
    <message>
        <location filename="../../qtwargame/scenario/models.py" line="71"/>
        <source>How the rest of the scenario and the rules name this side.</source>
        <translation>シナリオの他の部分とルールがこの陣営を指す名前。</translation>
    </message>
    <message>
        <location filename="../../qtwargame/scenario/models.py" line="71"/>
        <location filename="../../qtwargame/scenario/models.py" line="78"/>
        <location filename="../../qtwargame/scenario/models.py" line="88"/>
        <location filename="../../qtwargame/scenario/models.py" line="100"/>
        <location filename="../../qtwargame/scenario/models.py" line="109"/>
        <location filename="../../qtwargame/scenario/models.py" line="116"/>
        <location filename="../../qtwargame/scenario/models.py" line="157"/>
        <location filename="../../qtwargame/scenario/models.py" line="197"/>
        <location filename="../../qtwargame/scenario/models.py" line="246"/>
        <location filename="../../qtwargame/scenario/models.py" line="295"/>
        <location filename="../../qtwargame/scenario/models.py" line="322"/>
        <source>ID</source>
        <translation>ID</translation>
    </message>
    <message>
        <location filename="../../qtwargame/scenario/models.py" line="72"/>
        <location filename="../../qtwargame/scenario/models.py" line="80"/>
        <location filename="../../qtwargame/scenario/models.py" line="89"/>
        <location filename="../../qtwargame/scenario/models.py" line="101"/>
        <location filename="../../qtwargame/scenario/models.py" line="110"/>
        <location filename="../../qtwargame/scenario/models.py" line="118"/>
        <location filename="../../qtwargame/scenario/models.py" line="160"/>
        <location filename="../../qtwargame/scenario/models.py" line="198"/>
        <location filename="../../qtwargame/scenario/models.py" line="238"/>
        <location filename="../../qtwargame/scenario/models.py" line="247"/>
        <location filename="../../qtwargame/scenario/models.py" line="296"/>
        <source>Name</source>
        <translation>名前</translation>
    </message>
    <message>
        <location filename="../../qtwargame/scenario/models.py" line="72"/>
        <source>The side&apos;s name as the players read it.</source>
        <translation>プレイヤーが読む陣営の名前。</translation>
    </message>
    <message>
        <location filename="../../qtwargame/scenario/models.py" line="73"/>
        <location filename="../../qtwargame/scenario/models.py" line="90"/>
        <location filename="../../qtwargame/scenario/models.py" line="102"/>
        <location filename="../../qtwargame/scenario/models.py" line="165"/>
        <location filename="../../qtwargame/scenario/models.py" line="248"/>
        <source>Colour</source>
        <translation>色</translation>
    </message>
    <message>
        <location filename="../../qtwargame/scenario/models.py" line="73"/>
        <source>The side&apos;s colour on the map: the hexes it controls, its regions.</source>
        <translation>地図上の陣営の色：支配するヘクス、その地域。</translation>
    </message>
    <message>
        <location filename="../../qtwargame/scenario/models.py" line="78"/>
        <source>How units name this nationality.</source>
        <translation>ユニットがこの国籍を指す名前。</translation>
    </message>
    <message>
        <location filename="../../qtwargame/scenario/models.py" line="79"/>
        <location filename="../../qtwargame/scenario/models.py" line="161"/>
        <location filename="../../qtwargame/scenario/models.py" line="237"/>
        <source>Side</source>
        <translation>陣営</translation>
    </message>
    <message>
        <location filename="../../qtwargame/scenario/models.py" line="79"/>
        <source>The side its units fight for.</source>
        <translation>この国籍のユニットが属する陣営。</translation>
    </message>
    <message>
        <location filename="../../qtwargame/scenario/models.py" line="80"/>
        <source>The nationality&apos;s name as the players read it.</source>
        <translation>プレイヤーが読む国籍の名前。</translation>
    </message>
    <message>
        <location filename="../../qtwargame/scenario/models.py" line="81"/>
        <source>Counter colour</source>
        <translation>カウンターの色</translation>
    </message>
    <message>
        <location filename="../../qtwargame/scenario/models.py" line="81"/>
        <source>The background of its units&apos; counters.</source>
        <translation>この国籍のユニットのカウンターの地の色。</translation>
    </message>
    <message>
        <location filename="../../qtwargame/scenario/models.py" line="83"/>
        <source>Text colour</source>
        <translation>文字色</translation>
    </message>
    <message>
        <location filename="../../qtwargame/scenario/models.py" line="83"/>
        <source>The colour of the numbers and the symbol on its counters.</source>
        <translation>カウンターの数値と兵科記号の色。</translation>
    </message>
    <message>
        <location filename="../../qtwargame/scenario/models.py" line="88"/>
        <source>How the map&apos;s hexes and the rules data name this terrain.</source>
        <translation>地図のヘクスとルール・データがこの地形を指す名前。</translation>
    </message>
    <message>
        <location filename="../../qtwargame/scenario/models.py" line="89"/>
        <source>The terrain&apos;s name as the players read it.</source>
        <translation>プレイヤーが読む地形の名前。</translation>
    </message>
    <message>
        <location filename="../../qtwargame/scenario/models.py" line="90"/>
        <source>The fill of its hexes on the map.</source>
        <translation>地図上でこの地形のヘクスを塗る色。</translation>
    </message>
    <message>
        <location filename="../../qtwargame/scenario/models.py" line="92"/>
        <source>Sea or lake: not a land hex.</source>
        <translation>海または湖：陸のヘクスではない。</translation>
    </message>
    <message>
        <location filename="../../qtwargame/scenario/models.py" line="92"/>
        <source>Water</source>
        <translation>水域</translation>
    </message>
    <message>
        <location filename="../../qtwargame/scenario/models.py" line="93"/>
        <source>Optional fill pattern for the board view.</source>
        <translation>盤面に重ねる塗り模様（任意）。</translation>
    </message>
    <message>
        <location filename="../../qtwargame/scenario/models.py" line="93"/>
        <source>Pattern</source>
        <translation>模様</translation>
    </message>
    <message>
        <location filename="../../qtwargame/scenario/models.py" line="100"/>
        <source>How hexsides and the rules data name this feature.</source>
        <translation>ヘクスサイドとルール・データがこの地物を指す名前。</translation>
    </message>
    <message>
        <location filename="../../qtwargame/scenario/models.py" line="101"/>
        <source>The feature&apos;s name as the players read it.</source>
        <translation>プレイヤーが読む地物の名前。</translation>
    </message>
    <message>
        <location filename="../../qtwargame/scenario/models.py" line="102"/>
        <source>The colour of its line along the hexside.</source>
        <translation>ヘクスサイドに沿って描く線の色。</translation>
    </message>
    <message>
        <location filename="../../qtwargame/scenario/models.py" line="104"/>
        <source>How thick its line is drawn (1 is the usual width).</source>
        <translation>描く線の太さ（1が標準）。</translation>
    </message>
    <message>
        <location filename="../../qtwargame/scenario/models.py" line="104"/>
        <source>Line width</source>
        <translation>線の太さ</translation>
    </message>
    <message>
        <location filename="../../qtwargame/scenario/models.py" line="109"/>
        <source>How cities name this kind.</source>
        <translation>都市がこの種類を指す名前。</translation>
    </message>
    <message>
        <location filename="../../qtwargame/scenario/models.py" line="110"/>
        <source>The kind&apos;s name as the players read it.</source>
        <translation>プレイヤーが読む種類の名前。</translation>
    </message>
    <message>
        <location filename="../../qtwargame/scenario/models.py" line="111"/>
        <location filename="../../qtwargame/scenario/models.py" line="199"/>
        <source>Symbol</source>
        <translation>記号</translation>
    </message>
    <message>
        <location filename="../../qtwargame/scenario/models.py" line="111"/>
        <source>The symbol its cities are drawn with on the map.</source>
        <translation>この種類の都市を地図に描く記号。</translation>
    </message>
    <message>
        <location filename="../../qtwargame/scenario/models.py" line="116"/>
        <source>How the rules data names this city.</source>
        <translation>ルール・データがこの都市を指す名前。</translation>
    </message>
    <message>
        <location filename="../../qtwargame/scenario/models.py" line="117"/>
        <source>Hex</source>
        <translation>ヘクス</translation>
    </message>
    <message>
        <location filename="../../qtwargame/scenario/models.py" line="117"/>
        <source>The hex the city stands in.</source>
        <translation>都市のあるヘクス。</translation>
    </message>
    <message>
        <location filename="../../qtwargame/scenario/models.py" line="118"/>
        <source>The city&apos;s name as the players read it.</source>
        <translation>プレイヤーが読む都市の名前。</translation>
    </message>
    <message>
        <location filename="../../qtwargame/scenario/models.py" line="119"/>
        <source>Its city kind (Definitions ▸ City kinds).</source>
        <translation>都市の種類（定義 ▸ 都市の種類）。</translation>
    </message>
    <message>
        <location filename="../../qtwargame/scenario/models.py" line="119"/>
        <location filename="../../qtwargame/scenario/models.py" line="158"/>
        <source>Kind</source>
        <translation>種類</translation>
    </message>
    <message>
        <location filename="../../qtwargame/scenario/models.py" line="120"/>
        <source>The victory points it is worth.</source>
        <translation>この都市の勝利得点。</translation>
    </message>
    <message>
        <location filename="../../qtwargame/scenario/models.py" line="122"/>
        <source>A port city.</source>
        <translation>港湾都市。</translation>
    </message>
    <message>
        <location filename="../../qtwargame/scenario/models.py" line="122"/>
        <source>Port</source>
        <translation>港</translation>
    </message>
    <message>
        <location filename="../../qtwargame/scenario/models.py" line="123"/>
        <source>A fortress city.</source>
        <translation>要塞都市。</translation>
    </message>
    <message>
        <location filename="../../qtwargame/scenario/models.py" line="123"/>
        <source>Fortress</source>
        <translation>要塞</translation>
    </message>
    <message>
        <location filename="../../qtwargame/scenario/models.py" line="124"/>
        <location filename="../../qtwargame/scenario/models.py" line="201"/>
        <source>Tags</source>
        <translation>タグ</translation>
    </message>
    <message>
        <location filename="../../qtwargame/scenario/models.py" line="124"/>
        <source>Words the rules read of this city, separated by commas.</source>
        <translation>ルールがこの都市について読む語（コンマ区切り）。</translation>
    </message>
    <message>
        <location filename="../../qtwargame/scenario/models.py" line="157"/>
        <source>How the rules data and the set-up name this region.</source>
        <translation>ルール・データと配置がこの地域を指す名前。</translation>
    </message>
    <message>
        <location filename="../../qtwargame/scenario/models.py" line="158"/>
        <source>What the region is to the rules: a country, a setup area, a rear area, a map edge...</source>
        <translation>ルールにとってこの地域が何か：国、配置地域、後方地域、地図端など。</translation>
    </message>
    <message>
        <location filename="../../qtwargame/scenario/models.py" line="160"/>
        <source>The region&apos;s name as the players read it.</source>
        <translation>プレイヤーが読む地域の名前。</translation>
    </message>
    <message>
        <location filename="../../qtwargame/scenario/models.py" line="161"/>
        <source>Whose it is, where that matters (blank: no side&apos;s).</source>
        <translation>どの陣営のものか（関係する場合。空欄：どの陣営のものでもない）。</translation>
    </message>
    <message>
        <location filename="../../qtwargame/scenario/models.py" line="163"/>
        <location filename="../../qtwargame/scenario/models.py" line="241"/>
        <source>Hexes</source>
        <translation>ヘクス</translation>
    </message>
    <message>
        <location filename="../../qtwargame/scenario/models.py" line="163"/>
        <source>Its hexes (painted with the region tool).</source>
        <translation>この地域のヘクス（地域ツールで塗る）。</translation>
    </message>
    <message>
        <location filename="../../qtwargame/scenario/models.py" line="165"/>
        <source>Its outline on the map.</source>
        <translation>地図上の輪郭の色。</translation>
    </message>
    <message>
        <location filename="../../qtwargame/scenario/models.py" line="197"/>
        <source>How units name this type.</source>
        <translation>ユニットがこの種別を指す名前。</translation>
    </message>
    <message>
        <location filename="../../qtwargame/scenario/models.py" line="198"/>
        <source>The type&apos;s name as the players read it.</source>
        <translation>プレイヤーが読む種別の名前。</translation>
    </message>
    <message>
        <location filename="../../qtwargame/scenario/models.py" line="199"/>
        <source>NATO symbol drawn on the counter, e.g. infantry, armor.</source>
        <translation>カウンターに描くNATO兵科記号（infantry、armorなど）。</translation>
    </message>
    <message>
        <location filename="../../qtwargame/scenario/models.py" line="201"/>
        <source>Words the rules read of this type, separated by commas.</source>
        <translation>ルールがこの種別について読む語（コンマ区切り）。</translation>
    </message>
    <message>
        <location filename="../../qtwargame/scenario/models.py" line="236"/>
        <source>Code</source>
        <translation>コード</translation>
    </message>
    <message>
        <location filename="../../qtwargame/scenario/models.py" line="236"/>
        <source>The setup code on the counters; units name it.</source>
        <translation>カウンターに記された配置コード。ユニットはこれで配置先を指す。</translation>
    </message>
    <message>
        <location filename="../../qtwargame/scenario/models.py" line="237"/>
        <source>The side whose units set up by this code.</source>
        <translation>このコードで配置するユニットの陣営。</translation>
    </message>
    <message>
        <location filename="../../qtwargame/scenario/models.py" line="238"/>
        <source>The code&apos;s name as the players read it.</source>
        <translation>プレイヤーが読む配置コードの名前。</translation>
    </message>
    <message>
        <location filename="../../qtwargame/scenario/models.py" line="239"/>
        <source>Region</source>
        <translation>地域</translation>
    </message>
    <message>
        <location filename="../../qtwargame/scenario/models.py" line="239"/>
        <source>Region whose hexes are allowed.</source>
        <translation>配置できるヘクスの地域。</translation>
    </message>
    <message>
        <location filename="../../qtwargame/scenario/models.py" line="241"/>
        <source>Or an explicit hex list.</source>
        <translation>または配置できるヘクスの一覧。</translation>
    </message>
    <message>
        <location filename="../../qtwargame/scenario/models.py" line="246"/>
        <source>How the turns and the rules data name this weather.</source>
        <translation>ターンとルール・データがこの天候を指す名前。</translation>
    </message>
    <message>
        <location filename="../../qtwargame/scenario/models.py" line="247"/>
        <source>The weather&apos;s name as the players read it.</source>
        <translation>プレイヤーが読む天候の名前。</translation>
    </message>
    <message>
        <location filename="../../qtwargame/scenario/models.py" line="248"/>
        <source>The colour the weather is shown in.</source>
        <translation>天候を表示する色。</translation>
    </message>
    <message>
        <location filename="../../qtwargame/scenario/models.py" line="253"/>
        <source>The turn&apos;s number.</source>
        <translation>ターンの番号。</translation>
    </message>
    <message>
        <location filename="../../qtwargame/scenario/models.py" line="253"/>
        <source>Turn</source>
        <translation>ターン</translation>
    </message>
    <message>
        <location filename="../../qtwargame/scenario/models.py" line="254"/>
        <source>Date</source>
        <translation>日付</translation>
    </message>
    <message>
        <location filename="../../qtwargame/scenario/models.py" line="254"/>
        <source>The turn&apos;s date as the players read it.</source>
        <translation>プレイヤーが読むターンの日付。</translation>
    </message>
    <message>
        <location filename="../../qtwargame/scenario/models.py" line="255"/>
        <source>The turn&apos;s weather in history.</source>
        <translation>このターンの史実の天候。</translation>
    </message>
    <message>
        <location filename="../../qtwargame/scenario/models.py" line="255"/>
        <source>Weather</source>
        <translation>天候</translation>
    </message>
    <message>
        <location filename="../../qtwargame/scenario/models.py" line="257"/>
        <source>Per-turn ruleset data.</source>
        <translation>ターンごとのルール・データ。</translation>
    </message>
    <message>
        <location filename="../../qtwargame/scenario/models.py" line="257"/>
        <source>Rules data</source>
        <translation>ルール・データ</translation>
    </message>
    <message>
        <location filename="../../qtwargame/scenario/models.py" line="295"/>
        <source>How the rules name this option.</source>
        <translation>ルールがこの選択ルールを指す名前。</translation>
    </message>
    <message>
        <location filename="../../qtwargame/scenario/models.py" line="296"/>
        <source>The option&apos;s name in New Game.</source>
        <translation>「新しいゲーム」に表示する選択ルールの名前。</translation>
    </message>
    <message>
        <location filename="../../qtwargame/scenario/models.py" line="297"/>
        <source>Rule</source>
        <translation>ルール</translation>
    </message>
    <message>
        <location filename="../../qtwargame/scenario/models.py" line="297"/>
        <source>The rule it comes from.</source>
        <translation>もとになるルールの番号。</translation>
    </message>
    <message>
        <location filename="../../qtwargame/scenario/models.py" line="298"/>
        <source>Default</source>
        <translation>既定値</translation>
    </message>
    <message>
        <location filename="../../qtwargame/scenario/models.py" line="298"/>
        <source>On or off, or the choice, unless the players change it.</source>
        <translation>プレイヤーが変えないときの値：オン・オフ、または選択肢。</translation>
    </message>
    <message>
        <location filename="../../qtwargame/scenario/models.py" line="300"/>
        <source>Choices</source>
        <translation>選択肢</translation>
    </message>
    <message>
        <location filename="../../qtwargame/scenario/models.py" line="300"/>
        <source>Its choices&apos; ids, separated by commas (none: on or off).</source>
        <translation>選択肢のID（コンマ区切り。なし：オン・オフ）。</translation>
    </message>
    <message>
        <location filename="../../qtwargame/scenario/models.py" line="302"/>
        <source>Choice names</source>
        <translation>選択肢の名前</translation>
    </message>
    <message>
        <location filename="../../qtwargame/scenario/models.py" line="302"/>
        <source>What each of `choices` is called, in the same order; empty: each reads as its id with spaces for underscores.</source>
        <translation>各選択肢の名前（選択肢と同じ順）。空欄：IDの_を空白にして読む。</translation>
    </message>
    <message>
        <location filename="../../qtwargame/scenario/models.py" line="323"/>
        <source>Title</source>
        <translation>タイトル</translation>
    </message>
    <message>
        <location filename="../../qtwargame/scenario/models.py" line="324"/>
        <source>Description</source>
        <translation>説明</translation>
    </message>
    <message>
        <location filename="../../qtwargame/scenario/models.py" line="325"/>
        <source>Ruleset</source>
        <translation>ルールセット</translation>
    </message>
</context>
<context>
    <name>ModelForm</name>
    <message>
        <location filename="../../qtwargame/editor/panels/model_form.py" line="94"/>
        <source>Turn {n}</source>
        <translation>第{n}ターン</translation>
    </message>
    <message>
        <location filename="../../qtwargame/editor/panels/model_form.py" line="179"/>
        <location filename="../../qtwargame/editor/panels/model_form.py" line="1023"/>
        <source>Die {n}</source>
        <translation>ダイスの目{n}</translation>
    </message>
    <message>
        <location filename="../../qtwargame/editor/panels/model_form.py" line="298"/>
        <location filename="../../qtwargame/editor/panels/model_form.py" line="437"/>
        <location filename="../../qtwargame/editor/panels/model_form.py" line="756"/>
        <location filename="../../qtwargame/editor/panels/model_form.py" line="763"/>
        <location filename="../../qtwargame/editor/panels/model_form.py" line="776"/>
        <location filename="../../qtwargame/editor/panels/model_form.py" line="831"/>
        <location filename="../../qtwargame/editor/panels/model_form.py" line="1075"/>
        <source>default {value}</source>
        <translation>既定値 {value}</translation>
    </message>
    <message>
        <location filename="../../qtwargame/editor/panels/model_form.py" line="300"/>
        <source>— for none</source>
        <translation>なしは —</translation>
    </message>
    <message>
        <location filename="../../qtwargame/editor/panels/model_form.py" line="312"/>
        <location filename="../../qtwargame/editor/panels/model_form.py" line="606"/>
        <source>a number is needed here</source>
        <translation>ここには数値が必要です</translation>
    </message>
    <message>
        <location filename="../../qtwargame/editor/panels/model_form.py" line="319"/>
        <source>{value} must be more than {low}</source>
        <translation>{value}は{low}より大きい値にしてください</translation>
    </message>
    <message>
        <location filename="../../qtwargame/editor/panels/model_form.py" line="322"/>
        <source>{value} is below the least allowed, {low}</source>
        <translation>{value} は下限 {low} より小さい値です</translation>
    </message>
    <message>
        <location filename="../../qtwargame/editor/panels/model_form.py" line="325"/>
        <source>{value} must be less than {high}</source>
        <translation>{value}は{high}より小さい値にしてください</translation>
    </message>
    <message>
        <location filename="../../qtwargame/editor/panels/model_form.py" line="328"/>
        <source>{value} is above the most allowed, {high}</source>
        <translation>{value} は上限 {high} より大きい値です</translation>
    </message>
    <message>
        <location filename="../../qtwargame/editor/panels/model_form.py" line="446"/>
        <location filename="../../qtwargame/editor/panels/model_form.py" line="739"/>
        <source>id: {id}</source>
        <translation>ID: {id}</translation>
    </message>
    <message>
        <location filename="../../qtwargame/editor/panels/model_form.py" line="497"/>
        <source>JSON</source>
        <translation>JSON</translation>
    </message>
    <message>
        <location filename="../../qtwargame/editor/panels/model_form.py" line="507"/>
        <source>not valid JSON: {error}</source>
        <translation>JSON として正しくありません: {error}</translation>
    </message>
    <message>
        <location filename="../../qtwargame/editor/panels/model_form.py" line="624"/>
        <source>A unit without a row</source>
        <translation>行のないユニット</translation>
    </message>
    <message>
        <location filename="../../qtwargame/editor/panels/model_form.py" line="625"/>
        <source>Add unit</source>
        <translation>ユニットを追加</translation>
    </message>
    <message>
        <location filename="../../qtwargame/editor/panels/model_form.py" line="626"/>
        <source>A unit type without a row</source>
        <translation>行のないユニット種別</translation>
    </message>
    <message>
        <location filename="../../qtwargame/editor/panels/model_form.py" line="627"/>
        <source>Add unit type</source>
        <translation>ユニット種別を追加</translation>
    </message>
    <message>
        <location filename="../../qtwargame/editor/panels/model_form.py" line="628"/>
        <source>A terrain without a row</source>
        <translation>行のない地形</translation>
    </message>
    <message>
        <location filename="../../qtwargame/editor/panels/model_form.py" line="629"/>
        <source>Add terrain</source>
        <translation>地形を追加</translation>
    </message>
    <message>
        <location filename="../../qtwargame/editor/panels/model_form.py" line="709"/>
        <source>new key</source>
        <translation>新しいキー</translation>
    </message>
    <message>
        <location filename="../../qtwargame/editor/panels/model_form.py" line="792"/>
        <source>not saved until it has a value</source>
        <translation>値を入れるまで保存されません</translation>
    </message>
    <message>
        <location filename="../../qtwargame/editor/panels/model_form.py" line="799"/>
        <source>Remove {key}</source>
        <translation>{key} を削除</translation>
    </message>
    <message>
        <location filename="../../qtwargame/editor/panels/model_form.py" line="961"/>
        <source>Add an item</source>
        <translation>項目を追加</translation>
    </message>
    <message>
        <location filename="../../qtwargame/editor/panels/model_form.py" line="1026"/>
        <source>Item {n}</source>
        <translation>{n}番目</translation>
    </message>
    <message>
        <location filename="../../qtwargame/editor/panels/model_form.py" line="1084"/>
        <source>The number of the turn to add</source>
        <translation>追加するターンの番号</translation>
    </message>
    <message>
        <location filename="../../qtwargame/editor/panels/model_form.py" line="1086"/>
        <source>Add turn</source>
        <translation>ターンを追加</translation>
    </message>
    <message>
        <location filename="../../qtwargame/editor/panels/model_form.py" line="1121"/>
        <source>Remove turn {n}</source>
        <translation>第{n}ターンを削除</translation>
    </message>
    <message>
        <source>Remove the last item</source>
        <translation type="vanished">最後の項目を削除</translation>
    </message>
    <message>
        <source>Turn </source>
        <translation type="vanished"></translation>
    </message>
</context>
<context>
    <name>ModelListEditor</name>
    <message>
        <location filename="../../qtwargame/editor/panels/model_list_editor.py" line="113"/>
        <source>Add</source>
        <translation>追加</translation>
    </message>
    <message>
        <location filename="../../qtwargame/editor/panels/model_list_editor.py" line="114"/>
        <source>Delete</source>
        <translation>削除</translation>
    </message>
    <message>
        <location filename="../../qtwargame/editor/panels/model_list_editor.py" line="117"/>
        <source>Move up</source>
        <translation>上へ移動</translation>
    </message>
    <message>
        <location filename="../../qtwargame/editor/panels/model_list_editor.py" line="118"/>
        <source>Move down</source>
        <translation>下へ移動</translation>
    </message>
    <message>
        <location filename="../../qtwargame/editor/panels/model_list_editor.py" line="170"/>
        <source>Delete {item}</source>
        <translation>「{item}」を削除</translation>
    </message>
    <message>
        <location filename="../../qtwargame/editor/panels/model_list_editor.py" line="170"/>
        <source>{item} is named in {n:# place|# places} of the scenario. Delete it anyway? The validation will list each place that still names it; Undo brings it back.</source>
        <translation>「{item}」はシナリオの{n}か所で使われています。それでも削除しますか？ 使われている箇所はすべて検証に表示されます。元に戻すで復元できます。</translation>
    </message>
</context>
<context>
    <name>ModelListModel</name>
    <message>
        <location filename="../../qtwargame/editor/panels/model_list_model.py" line="195"/>
        <source>{text!r} is not a whole number</source>
        <translation>{text!r} は整数ではありません</translation>
    </message>
    <message>
        <location filename="../../qtwargame/editor/panels/model_list_model.py" line="201"/>
        <source>{text!r} is not a number</source>
        <translation>{text!r} は数値ではありません</translation>
    </message>
    <message>
        <location filename="../../qtwargame/editor/renames.py" line="57"/>
        <source>An id is letters, digits and _ . : - without spaces: {text!r} is not one</source>
        <translation>ID は英字・数字と _ . : - で、空白は使えません。{text!r} は ID になりません</translation>
    </message>
</context>
<context>
    <name>MoveTool</name>
    <message>
        <location filename="../../qtwargame/ui/tools/move_tool.py" line="51"/>
        <source>Drag an outlined unit to move it: destinations show their cost. Right-click it for special movement. End the phase when done.</source>
        <translation>枠付きのユニットをドラッグで移動。移動先に消費移動力を表示。特殊移動は右クリック。終わったらフェイズを終了します。</translation>
    </message>
    <message>
        <location filename="../../qtwargame/ui/tools/move_tool.py" line="96"/>
        <source>{unit}: {n:# destination|# destinations} ({mode} movement)</source>
        <translation>{unit}: 移動先{n}ヘクス({mode}移動)</translation>
    </message>
    <message>
        <location filename="../../qtwargame/ui/tools/move_tool.py" line="149"/>
        <source>Cannot move: {why}</source>
        <translation>移動できません: {why}</translation>
    </message>
    <message>
        <location filename="../../qtwargame/ui/tools/move_tool.py" line="150"/>
        <source>{unit} cannot move now.</source>
        <translation>{unit}は今は移動できません。</translation>
    </message>
    <message>
        <location filename="../../qtwargame/ui/tools/move_tool.py" line="194"/>
        <source>Move ({mode})</source>
        <translation>移動({mode})</translation>
    </message>
    <message>
        <location filename="../../qtwargame/ui/tools/move_tool.py" line="267"/>
        <source>That is off the map.</source>
        <translation>そこはマップの外です。</translation>
    </message>
    <message>
        <source>{unit} cannot move now: {why}</source>
        <translation type="vanished"></translation>
    </message>
    <message>
        <source>{unit}: {n} destinations ({mode} movement)</source>
        <translation type="vanished">{unit}: 移動先 {n} ヘクス({mode}移動)</translation>
    </message>
</context>
<context>
    <name>Names</name>
    <message>
        <location filename="../../qtwargame/logtext.py" line="21"/>
        <source>, </source>
        <translation>、</translation>
    </message>
    <message>
        <location filename="../../qtwargame/logtext.py" line="22"/>
        <source>the {side} player</source>
        <translation>{side}</translation>
    </message>
    <message>
        <location filename="../../qtwargame/logtext.py" line="24"/>
        <source>{unit} ({side})</source>
        <translation>{unit}({side})</translation>
    </message>
    <message>
        <location filename="../../qtwargame/ui/names.py" line="49"/>
        <source>both sides</source>
        <translation>両陣営</translation>
    </message>
</context>
<context>
    <name>NewGameDialog</name>
    <message>
        <location filename="../../qtwargame/ui/new_game_dialog.py" line="111"/>
        <source>New Game</source>
        <translation>新しいゲーム</translation>
    </message>
    <message>
        <location filename="../../qtwargame/ui/new_game_dialog.py" line="119"/>
        <source>Scenario</source>
        <translation>シナリオ</translation>
    </message>
    <message>
        <location filename="../../qtwargame/ui/new_game_dialog.py" line="123"/>
        <source>Open scenario file…</source>
        <translation>シナリオファイルを開く…</translation>
    </message>
    <message>
        <location filename="../../qtwargame/ui/new_game_dialog.py" line="131"/>
        <source>Optional rules</source>
        <translation>選択ルール</translation>
    </message>
    <message>
        <location filename="../../qtwargame/ui/new_game_dialog.py" line="140"/>
        <source>Weather</source>
        <translation>天候</translation>
    </message>
    <message>
        <location filename="../../qtwargame/ui/new_game_dialog.py" line="144"/>
        <source>Dice and players</source>
        <translation>ダイスとプレイヤー</translation>
    </message>
    <message>
        <location filename="../../qtwargame/ui/new_game_dialog.py" line="150"/>
        <source>Random</source>
        <translation>ランダム</translation>
    </message>
    <message>
        <location filename="../../qtwargame/ui/new_game_dialog.py" line="156"/>
        <source>Dice seed</source>
        <translation>ダイスのシード</translation>
    </message>
    <message>
        <location filename="../../qtwargame/ui/new_game_dialog.py" line="162"/>
        <source>Start</source>
        <translation>開始</translation>
    </message>
    <message>
        <location filename="../../qtwargame/ui/new_game_dialog.py" line="204"/>
        <source>…and {n:# more problem|# more problems}</source>
        <translation>…ほか{n}件の問題</translation>
    </message>
    <message>
        <location filename="../../qtwargame/ui/new_game_dialog.py" line="219"/>
        <source>{title}
{sides} · {turns}</source>
        <translation>{title}
{sides} · {turns}</translation>
    </message>
    <message>
        <location filename="../../qtwargame/ui/new_game_dialog.py" line="220"/>
        <source> vs </source>
        <translation> 対 </translation>
    </message>
    <message>
        <location filename="../../qtwargame/ui/new_game_dialog.py" line="221"/>
        <source>{n:# turn|# turns}</source>
        <translation>{n}ターン</translation>
    </message>
    <message>
        <location filename="../../qtwargame/ui/new_game_dialog.py" line="224"/>
        <source>{title}
{file} · {origin}</source>
        <translation>{title}
{file} · {origin}</translation>
    </message>
    <message>
        <location filename="../../qtwargame/ui/new_game_dialog.py" line="227"/>
        <source>{file} (invalid)</source>
        <translation>{file}(不正なファイル)</translation>
    </message>
    <message>
        <location filename="../../qtwargame/ui/new_game_dialog.py" line="258"/>
        <source>bundled</source>
        <translation>同梱</translation>
    </message>
    <message>
        <location filename="../../qtwargame/ui/new_game_dialog.py" line="260"/>
        <source>yours</source>
        <translation>自作</translation>
    </message>
    <message>
        <location filename="../../qtwargame/ui/new_game_dialog.py" line="261"/>
        <source>opened file</source>
        <translation>開いたファイル</translation>
    </message>
    <message>
        <location filename="../../qtwargame/ui/new_game_dialog.py" line="276"/>
        <source>Open scenario file</source>
        <translation>シナリオファイルを開く</translation>
    </message>
    <message>
        <location filename="../../qtwargame/ui/new_game_dialog.py" line="278"/>
        <source>Scenarios (*.json)</source>
        <translation>シナリオ (*.json)</translation>
    </message>
    <message>
        <location filename="../../qtwargame/ui/new_game_dialog.py" line="298"/>
        <source>This scenario cannot be played:</source>
        <translation>このシナリオはプレイできません:</translation>
    </message>
    <message>
        <location filename="../../qtwargame/ui/new_game_dialog.py" line="310"/>
        <source>Rules</source>
        <translation>ルール</translation>
    </message>
    <message>
        <location filename="../../qtwargame/ui/new_game_dialog.py" line="311"/>
        <location filename="../../qtwargame/ui/new_game_dialog.py" line="321"/>
        <source>Turns</source>
        <translation>ターン数</translation>
    </message>
    <message>
        <location filename="../../qtwargame/ui/new_game_dialog.py" line="312"/>
        <source>Units</source>
        <translation>ユニット数</translation>
    </message>
    <message>
        <location filename="../../qtwargame/ui/new_game_dialog.py" line="314"/>
        <source>Where the data comes from</source>
        <translation>データの出典</translation>
    </message>
    <message>
        <location filename="../../qtwargame/ui/new_game_dialog.py" line="316"/>
        <source>from the rulebook</source>
        <translation>ルールブックどおり</translation>
    </message>
    <message>
        <location filename="../../qtwargame/ui/new_game_dialog.py" line="316"/>
        <source>reconstructed</source>
        <translation>再構成</translation>
    </message>
    <message>
        <location filename="../../qtwargame/ui/new_game_dialog.py" line="317"/>
        <source>designed for qtwargame</source>
        <translation>qtwargame 用にデザイン</translation>
    </message>
    <message>
        <location filename="../../qtwargame/ui/new_game_dialog.py" line="318"/>
        <source>Map</source>
        <translation>マップ</translation>
    </message>
    <message>
        <location filename="../../qtwargame/ui/new_game_dialog.py" line="318"/>
        <source>Order of battle</source>
        <translation>戦闘序列</translation>
    </message>
    <message>
        <location filename="../../qtwargame/ui/new_game_dialog.py" line="319"/>
        <source>Reinforcements</source>
        <translation>増援</translation>
    </message>
    <message>
        <location filename="../../qtwargame/ui/new_game_dialog.py" line="319"/>
        <source>Setup</source>
        <translation>初期配置</translation>
    </message>
    <message>
        <location filename="../../qtwargame/ui/new_game_dialog.py" line="320"/>
        <source>Cards</source>
        <translation>カード</translation>
    </message>
    <message>
        <location filename="../../qtwargame/ui/new_game_dialog.py" line="320"/>
        <source>Tables</source>
        <translation>表</translation>
    </message>
    <message>
        <location filename="../../qtwargame/ui/new_game_dialog.py" line="321"/>
        <source>Rules data</source>
        <translation>ルール・データ</translation>
    </message>
    <message>
        <location filename="../../qtwargame/ui/new_game_dialog.py" line="339"/>
        <source>Unknown ruleset {id}: this scenario cannot be played.</source>
        <translation>未知のルールセット {id} のため、このシナリオはプレイできません。</translation>
    </message>
    <message>
        <location filename="../../qtwargame/ui/new_game_dialog.py" line="349"/>
        <source>Human (at this screen)</source>
        <translation>人間（この画面で操作）</translation>
    </message>
    <message>
        <location filename="../../qtwargame/ui/new_game_dialog.py" line="352"/>
        <source>Computer: {level}</source>
        <translation>コンピュータ：{level}</translation>
    </message>
    <message>
        <location filename="../../qtwargame/ui/new_game_dialog.py" line="352"/>
        <source>{level} (recommended)</source>
        <translation>{level}（推奨）</translation>
    </message>
    <message>
        <source>designer</source>
        <translation type="vanished">デザイナー作成</translation>
    </message>
    <message>
        <source>rulebook</source>
        <translation type="vanished">ルールブック</translation>
    </message>
    <message>
        <source>…and {n} more problems</source>
        <translation type="vanished">…ほか {n} 件の問題</translation>
    </message>
</context>
<context>
    <name>NewMapDialog</name>
    <message>
        <location filename="../../qtwargame/editor/dialogs/new_map_dialog.py" line="83"/>
        <source>New map</source>
        <translation>新しいマップ</translation>
    </message>
    <message>
        <location filename="../../qtwargame/editor/dialogs/new_map_dialog.py" line="92"/>
        <source>Flat-topped hexes (columns zig-zag)</source>
        <translation>上辺が平らなヘクス(列がジグザグ)</translation>
    </message>
    <message>
        <location filename="../../qtwargame/editor/dialogs/new_map_dialog.py" line="93"/>
        <source>Pointy-topped hexes (rows zig-zag)</source>
        <translation>上が尖ったヘクス(行がジグザグ)</translation>
    </message>
    <message>
        <location filename="../../qtwargame/editor/dialogs/new_map_dialog.py" line="95"/>
        <source>Even columns/rows shifted</source>
        <translation>偶数列/行をずらす</translation>
    </message>
    <message>
        <location filename="../../qtwargame/editor/dialogs/new_map_dialog.py" line="96"/>
        <source>Odd columns/rows shifted</source>
        <translation>奇数列/行をずらす</translation>
    </message>
    <message>
        <location filename="../../qtwargame/editor/dialogs/new_map_dialog.py" line="97"/>
        <source>Row numbers grow upward (numbered from the bottom)</source>
        <translation>行番号は下から上へ増える(下端から番号付け)</translation>
    </message>
    <message>
        <location filename="../../qtwargame/editor/dialogs/new_map_dialog.py" line="99"/>
        <source>Column then row (XXYY)</source>
        <translation>列→行(XXYY)</translation>
    </message>
    <message>
        <location filename="../../qtwargame/editor/dialogs/new_map_dialog.py" line="100"/>
        <source>Row then column (YYXX)</source>
        <translation>行→列(YYXX)</translation>
    </message>
    <message>
        <location filename="../../qtwargame/editor/dialogs/new_map_dialog.py" line="105"/>
        <source>Columns</source>
        <translation>列数</translation>
    </message>
    <message>
        <location filename="../../qtwargame/editor/dialogs/new_map_dialog.py" line="106"/>
        <source>Rows</source>
        <translation>行数</translation>
    </message>
    <message>
        <location filename="../../qtwargame/editor/dialogs/new_map_dialog.py" line="107"/>
        <source>Hexes</source>
        <translation>ヘクス数</translation>
    </message>
    <message>
        <location filename="../../qtwargame/editor/dialogs/new_map_dialog.py" line="108"/>
        <source>Offset</source>
        <translation>ずらし方</translation>
    </message>
    <message>
        <location filename="../../qtwargame/editor/dialogs/new_map_dialog.py" line="110"/>
        <source>Numbering</source>
        <translation>番号の付け方</translation>
    </message>
    <message>
        <location filename="../../qtwargame/editor/dialogs/new_map_dialog.py" line="111"/>
        <source>First number</source>
        <translation>最初の番号</translation>
    </message>
    <message>
        <location filename="../../qtwargame/editor/dialogs/new_map_dialog.py" line="112"/>
        <source>Fill with</source>
        <translation>塗りつぶす地形</translation>
    </message>
</context>
<context>
    <name>NewName</name>
    <message>
        <location filename="../../qtwargame/editor/new_names.py" line="15"/>
        <source>New {n}</source>
        <translation>新規{n}</translation>
    </message>
    <message>
        <location filename="../../qtwargame/editor/new_names.py" line="16"/>
        <source>Table {n}</source>
        <translation>表{n}</translation>
    </message>
    <message>
        <location filename="../../qtwargame/editor/new_names.py" line="17"/>
        <source>Card {n}</source>
        <translation>カード{n}</translation>
    </message>
    <message>
        <location filename="../../qtwargame/editor/new_names.py" line="18"/>
        <source>Unit {n}</source>
        <translation>ユニット{n}</translation>
    </message>
    <message>
        <location filename="../../qtwargame/editor/new_names.py" line="19"/>
        <source>Turn {n}</source>
        <translation>第{n}ターン</translation>
    </message>
    <message>
        <location filename="../../qtwargame/editor/new_names.py" line="104"/>
        <source>optional: blank reads the Japanese name</source>
        <translation>任意(空欄なら日本語名)</translation>
    </message>
</context>
<context>
    <name>OobModel</name>
    <message>
        <location filename="../../qtwargame/editor/panels/oob_model.py" line="60"/>
        <source>Attack</source>
        <translation>攻撃力</translation>
    </message>
    <message>
        <location filename="../../qtwargame/editor/panels/oob_model.py" line="61"/>
        <source>Defense</source>
        <translation>防御力</translation>
    </message>
    <message>
        <location filename="../../qtwargame/editor/panels/oob_model.py" line="62"/>
        <source>Movement</source>
        <translation>移動力</translation>
    </message>
    <message>
        <location filename="../../qtwargame/editor/panels/oob_model.py" line="63"/>
        <source>Strength</source>
        <translation>戦力</translation>
    </message>
    <message>
        <location filename="../../qtwargame/editor/panels/oob_model.py" line="64"/>
        <source>Passive defense</source>
        <translation>消極防御力</translation>
    </message>
    <message>
        <location filename="../../qtwargame/editor/panels/oob_model.py" line="65"/>
        <source>Ability</source>
        <translation>能力</translation>
    </message>
    <message>
        <location filename="../../qtwargame/editor/panels/oob_model.py" line="82"/>
        <source>{field}: at least {n}</source>
        <translation>{field}: {n}以上にしてください</translation>
    </message>
    <message>
        <location filename="../../qtwargame/editor/panels/oob_model.py" line="83"/>
        <source>{field}: more than {n}</source>
        <translation>{field}: {n}より大きくしてください</translation>
    </message>
    <message>
        <location filename="../../qtwargame/editor/panels/oob_model.py" line="87"/>
        <source>{field}: at most {n}</source>
        <translation>{field}: {n}以下にしてください</translation>
    </message>
    <message>
        <location filename="../../qtwargame/editor/panels/oob_model.py" line="88"/>
        <source>{field}: less than {n}</source>
        <translation>{field}: {n}未満にしてください</translation>
    </message>
    <message>
        <location filename="../../qtwargame/editor/panels/oob_model.py" line="95"/>
        <source>ID</source>
        <translation>ID</translation>
    </message>
    <message>
        <location filename="../../qtwargame/editor/panels/oob_model.py" line="95"/>
        <source>Name (English)</source>
        <translation>名前（英語）</translation>
    </message>
    <message>
        <location filename="../../qtwargame/editor/panels/oob_model.py" line="96"/>
        <source>Name (Japanese)</source>
        <translation>名前（日本語）</translation>
    </message>
    <message>
        <location filename="../../qtwargame/editor/panels/oob_model.py" line="96"/>
        <source>Side</source>
        <translation>陣営</translation>
    </message>
    <message>
        <location filename="../../qtwargame/editor/panels/oob_model.py" line="97"/>
        <source>Nationality</source>
        <translation>国籍</translation>
    </message>
    <message>
        <location filename="../../qtwargame/editor/panels/oob_model.py" line="97"/>
        <source>Type</source>
        <translation>兵科</translation>
    </message>
    <message>
        <location filename="../../qtwargame/editor/panels/oob_model.py" line="98"/>
        <source>Kind</source>
        <translation>種類</translation>
    </message>
    <message>
        <location filename="../../qtwargame/editor/panels/oob_model.py" line="98"/>
        <source>Steps</source>
        <translation>ステップ数</translation>
    </message>
    <message>
        <location filename="../../qtwargame/editor/panels/oob_model.py" line="99"/>
        <source>Setup code</source>
        <translation>配置コード</translation>
    </message>
    <message>
        <location filename="../../qtwargame/editor/panels/oob_model.py" line="100"/>
        <source>Setup hex</source>
        <translation>配置ヘクス</translation>
    </message>
    <message>
        <location filename="../../qtwargame/editor/panels/oob_model.py" line="101"/>
        <source>Setup region</source>
        <translation>配置地域</translation>
    </message>
    <message>
        <location filename="../../qtwargame/editor/panels/oob_model.py" line="102"/>
        <source>Arrives</source>
        <translation>登場ターン</translation>
    </message>
    <message>
        <location filename="../../qtwargame/editor/panels/oob_model.py" line="103"/>
        <source>Arrives at</source>
        <translation>登場場所</translation>
    </message>
    <message>
        <location filename="../../qtwargame/editor/panels/oob_model.py" line="103"/>
        <source>Flags</source>
        <translation>フラグ</translation>
    </message>
    <message>
        <location filename="../../qtwargame/editor/panels/oob_model.py" line="104"/>
        <source>Provenance</source>
        <translation>出典</translation>
    </message>
    <message>
        <location filename="../../qtwargame/editor/panels/oob_model.py" line="111"/>
        <source>How the scenario and the rules name this unit.</source>
        <translation>シナリオとルールがこのユニットを指す名前。</translation>
    </message>
    <message>
        <location filename="../../qtwargame/editor/panels/oob_model.py" line="112"/>
        <source>The unit&apos;s name as the players read it.</source>
        <translation>プレイヤーが読むユニットの名前。</translation>
    </message>
    <message>
        <location filename="../../qtwargame/editor/panels/oob_model.py" line="113"/>
        <source>The unit&apos;s name in Japanese (blank: the English shows).</source>
        <translation>日本語のユニット名（空欄：英語を表示）。</translation>
    </message>
    <message>
        <location filename="../../qtwargame/editor/panels/oob_model.py" line="114"/>
        <source>The side it fights for.</source>
        <translation>ユニットが属する陣営。</translation>
    </message>
    <message>
        <location filename="../../qtwargame/editor/panels/oob_model.py" line="115"/>
        <source>Its nationality, which colours its counter.</source>
        <translation>国籍。カウンターの色を決める。</translation>
    </message>
    <message>
        <location filename="../../qtwargame/editor/panels/oob_model.py" line="116"/>
        <source>Its unit type: the symbol on its counter, what the rules read of it.</source>
        <translation>兵科：カウンターの記号と、ルールが読む種別。</translation>
    </message>
    <message>
        <location filename="../../qtwargame/editor/panels/oob_model.py" line="118"/>
        <source>A combat unit, a leader, a fleet, a supply unit or a marker.</source>
        <translation>戦闘ユニット、指揮官、艦隊、補給ユニット、マーカーのいずれか。</translation>
    </message>
    <message>
        <location filename="../../qtwargame/editor/panels/oob_model.py" line="119"/>
        <source>How many steps it has; a step value column gives a value for each.</source>
        <translation>ステップ数。ステップ値の列にステップごとの値を書く。</translation>
    </message>
    <message>
        <location filename="../../qtwargame/editor/panels/oob_model.py" line="121"/>
        <source>The setup code it sets up by (one of code, hex or region).</source>
        <translation>配置に使う配置コード（コード、ヘクス、地域のいずれか一つ）。</translation>
    </message>
    <message>
        <location filename="../../qtwargame/editor/panels/oob_model.py" line="123"/>
        <source>The hex it sets up in (one of code, hex or region).</source>
        <translation>配置するヘクス（コード、ヘクス、地域のいずれか一つ）。</translation>
    </message>
    <message>
        <location filename="../../qtwargame/editor/panels/oob_model.py" line="124"/>
        <source>The region it sets up in (one of code, hex or region).</source>
        <translation>配置する地域（コード、ヘクス、地域のいずれか一つ）。</translation>
    </message>
    <message>
        <location filename="../../qtwargame/editor/panels/oob_model.py" line="126"/>
        <source>The turn it arrives as a reinforcement.</source>
        <translation>増援として登場するターン。</translation>
    </message>
    <message>
        <location filename="../../qtwargame/editor/panels/oob_model.py" line="127"/>
        <source>Where it arrives: a setup code, a region or a hex.</source>
        <translation>登場する場所：配置コード、地域、またはヘクス。</translation>
    </message>
    <message>
        <location filename="../../qtwargame/editor/panels/oob_model.py" line="128"/>
        <source>Words the rules read of this unit, separated by commas.</source>
        <translation>ルールがこのユニットについて読む語（コンマ区切り）。</translation>
    </message>
    <message>
        <location filename="../../qtwargame/editor/panels/oob_model.py" line="129"/>
        <source>Where its values come from: rulebook, reconstructed or designer, and the source.</source>
        <translation>値の出典：rulebook（ルールブック）、reconstructed（再構成）、designer（デザイナー）と、その出所。</translation>
    </message>
    <message>
        <location filename="../../qtwargame/editor/panels/oob_model.py" line="217"/>
        <location filename="../../qtwargame/editor/panels/oob_model.py" line="270"/>
        <source>Values of each step, full strength first, separated by /</source>
        <translation>各ステップの値(フル戦力から順に / で区切る)</translation>
    </message>
    <message>
        <location filename="../../qtwargame/editor/panels/oob_model.py" line="310"/>
        <source>{unit}: {error}</source>
        <translation>{unit}: {error}</translation>
    </message>
    <message>
        <location filename="../../qtwargame/editor/panels/oob_model.py" line="314"/>
        <source>each unit needs its own id: edit one row</source>
        <translation>ID はユニットごとに別々です。1 行ずつ編集してください</translation>
    </message>
    <message>
        <location filename="../../qtwargame/editor/panels/oob_model.py" line="336"/>
        <source>{text!r} is not a whole number</source>
        <translation>{text!r} は整数ではありません</translation>
    </message>
    <message>
        <location filename="../../qtwargame/editor/panels/oob_model.py" line="347"/>
        <source>give one value per step, separated by /</source>
        <translation>ステップごとに値を 1 つ、/ で区切って入力してください</translation>
    </message>
    <message>
        <location filename="../../qtwargame/editor/panels/oob_model.py" line="356"/>
        <source>a unit has at least one step</source>
        <translation>ユニットには少なくとも 1 ステップが必要です</translation>
    </message>
    <message>
        <location filename="../../qtwargame/editor/panels/oob_model.py" line="378"/>
        <source>set the arrival turn first</source>
        <translation>先に登場ターンを設定してください</translation>
    </message>
    <message>
        <location filename="../../qtwargame/editor/panels/oob_model.py" line="384"/>
        <source>kind must be one of: </source>
        <translation>種類は次のいずれか: </translation>
    </message>
    <message>
        <location filename="../../qtwargame/editor/panels/oob_model.py" line="388"/>
        <source>this column cannot be empty</source>
        <translation>この列は空にできません</translation>
    </message>
    <message>
        <location filename="../../qtwargame/editor/panels/oob_model.py" line="390"/>
        <source>an id is letters, digits and _ . : - without spaces: {text!r} is not one</source>
        <translation>ID は英字・数字と _ . : - で、空白は使えません。{text!r} は ID になりません</translation>
    </message>
    <message>
        <location filename="../../qtwargame/engine/checks.py" line="146"/>
        <source>attack</source>
        <translation>攻撃力</translation>
    </message>
    <message>
        <location filename="../../qtwargame/engine/checks.py" line="147"/>
        <source>defense</source>
        <translation>防御力</translation>
    </message>
    <message>
        <location filename="../../qtwargame/engine/checks.py" line="148"/>
        <source>movement</source>
        <translation>移動力</translation>
    </message>
    <message>
        <location filename="../../qtwargame/engine/checks.py" line="149"/>
        <source>strength</source>
        <translation>戦力</translation>
    </message>
    <message>
        <location filename="../../qtwargame/engine/checks.py" line="150"/>
        <source>passive defense</source>
        <translation>消極防御力</translation>
    </message>
    <message>
        <source>Id</source>
        <translation type="vanished">ID</translation>
    </message>
    <message>
        <source>Name</source>
        <translation type="vanished">名前</translation>
    </message>
    <message>
        <source>Name (ja)</source>
        <translation type="vanished">名前(日本語)</translation>
    </message>
    <message>
        <source>ability</source>
        <translation type="vanished">能力</translation>
    </message>
    <message>
        <source>an id is letters, digits and _ . : - without spaces</source>
        <translation type="vanished">ID は英字・数字と _ . : - で、空白は使えません</translation>
    </message>
</context>
<context>
    <name>OobPanel</name>
    <message>
        <location filename="../../qtwargame/editor/panels/oob_panel.py" line="221"/>
        <source>Filter units…</source>
        <translation>ユニットを絞り込み…</translation>
    </message>
    <message>
        <location filename="../../qtwargame/editor/panels/oob_panel.py" line="222"/>
        <source>Add</source>
        <translation>追加</translation>
    </message>
    <message>
        <location filename="../../qtwargame/editor/panels/oob_panel.py" line="223"/>
        <source>Duplicate</source>
        <translation>複製</translation>
    </message>
    <message>
        <location filename="../../qtwargame/editor/panels/oob_panel.py" line="224"/>
        <source>Delete</source>
        <translation>削除</translation>
    </message>
    <message>
        <location filename="../../qtwargame/editor/panels/oob_panel.py" line="225"/>
        <source>Add a unit</source>
        <translation>ユニットを追加</translation>
    </message>
    <message>
        <location filename="../../qtwargame/editor/panels/oob_panel.py" line="226"/>
        <source>Duplicate the selected unit</source>
        <translation>選択したユニットを複製</translation>
    </message>
    <message>
        <location filename="../../qtwargame/editor/panels/oob_panel.py" line="227"/>
        <source>Delete the selected units</source>
        <translation>選択したユニットを削除</translation>
    </message>
    <message>
        <location filename="../../qtwargame/editor/panels/oob_panel.py" line="233"/>
        <source>All sides</source>
        <translation>すべての陣営</translation>
    </message>
</context>
<context>
    <name>PhaseBar</name>
    <message>
        <location filename="../../qtwargame/ui/decision_panel.py" line="497"/>
        <location filename="../../qtwargame/ui/phase_bar.py" line="164"/>
        <source>End Phase</source>
        <translation>フェイズ終了</translation>
    </message>
    <message>
        <location filename="../../qtwargame/ui/phase_bar.py" line="165"/>
        <location filename="../../qtwargame/ui/phase_bar.py" line="305"/>
        <source>End the current phase (Ctrl+E)</source>
        <translation>現在のフェイズを終了します (Ctrl+E)</translation>
    </message>
    <message>
        <location filename="../../qtwargame/ui/phase_bar.py" line="166"/>
        <source>Other actions…</source>
        <translation>その他の行動…</translation>
    </message>
    <message>
        <location filename="../../qtwargame/ui/phase_bar.py" line="307"/>
        <source>The rules do not allow it now.</source>
        <translation>現在はルール上できません。</translation>
    </message>
    <message>
        <location filename="../../qtwargame/ui/phase_bar.py" line="308"/>
        <source>The phase cannot end yet:</source>
        <translation>まだフェイズを終了できません。理由：</translation>
    </message>
    <message>
        <location filename="../../qtwargame/ui/phase_bar.py" line="355"/>
        <source>({owed})</source>
        <translation>（{owed}）</translation>
    </message>
    <message>
        <location filename="../../qtwargame/ui/phase_bar.py" line="357"/>
        <source>(and 1 more)</source>
        <translation>（ほか1件）</translation>
    </message>
    <message>
        <location filename="../../qtwargame/ui/phase_bar.py" line="359"/>
        <source>(and {n} more)</source>
        <translation>（ほか{n}件）</translation>
    </message>
    <message>
        <location filename="../../qtwargame/ui/phase_bar.py" line="375"/>
        <source>No game</source>
        <translation>ゲームなし</translation>
    </message>
    <message>
        <location filename="../../qtwargame/ui/phase_bar.py" line="385"/>
        <source>Turn {turn} of {last}</source>
        <translation>第{turn}ターン/全{last}ターン</translation>
    </message>
    <message>
        <location filename="../../qtwargame/ui/phase_bar.py" line="390"/>
        <source>Weather: {weather}</source>
        <translation>天候: {weather}</translation>
    </message>
    <message>
        <location filename="../../qtwargame/ui/phase_bar.py" line="396"/>
        <source>Game over: {result}</source>
        <translation>ゲーム終了：{result}</translation>
    </message>
    <message>
        <location filename="../../qtwargame/ui/phase_bar.py" line="404"/>
        <source>Game over</source>
        <translation>ゲーム終了</translation>
    </message>
    <message>
        <location filename="../../qtwargame/ui/phase_bar.py" line="406"/>
        <source>Computer plays {side}</source>
        <translation>コンピュータが{side}をプレイ中</translation>
    </message>
    <message>
        <location filename="../../qtwargame/ui/phase_bar.py" line="408"/>
        <source>{side} to act</source>
        <translation>{side}の手番</translation>
    </message>
    <message>
        <source>(and 1 more: hover to see it)</source>
        <translation type="vanished">（ほか1件: ポインタを合わせると表示）</translation>
    </message>
    <message>
        <source>(and {n} more: hover to see them)</source>
        <translation type="vanished">（ほか{n}件: ポインタを合わせると表示）</translation>
    </message>
    <message>
        <source>({n:# owed attack|# owed attacks} left)</source>
        <translation type="vanished">（残りの義務攻撃{n}件）</translation>
    </message>
    <message>
        <source>Answer the decision first.</source>
        <translation type="vanished">先に決定に答えてください。</translation>
    </message>
</context>
<context>
    <name>PlaceTool</name>
    <message>
        <location filename="../../qtwargame/editor/tools/place_tool.py" line="44"/>
        <source>Place units</source>
        <translation>ユニット配置</translation>
    </message>
    <message>
        <location filename="../../qtwargame/editor/tools/place_tool.py" line="47"/>
        <source>Drag units from the order of battle (or on the map) to set them up; right-click a unit to take it off the map.</source>
        <translation>戦力表(またはマップ上)からユニットをドラッグして配置します。ユニットを右クリックするとマップから外します。</translation>
    </message>
    <message>
        <location filename="../../qtwargame/editor/tools/place_tool.py" line="89"/>
        <source>No setup area of this side holds hex {hex}: set up on the hex.</source>
        <translation>この陣営の配置地域にヘクス {hex} はありません。そのヘクスに配置します。</translation>
    </message>
    <message>
        <location filename="../../qtwargame/ui/tools/place_tool.py" line="23"/>
        <source>Click a highlighted hex to place {unit}; Esc to cancel.</source>
        <translation>強調表示されたヘクスをクリックして{unit}を配置してください。Esc で取り消し。</translation>
    </message>
    <message>
        <location filename="../../qtwargame/ui/tools/place_tool.py" line="58"/>
        <source>That is off the map.</source>
        <translation>そこはマップの外です。</translation>
    </message>
</context>
<context>
    <name>PlayTest</name>
    <message>
        <location filename="../../qtwargame/editor/play_test.py" line="38"/>
        <source>The scenario is valid, but the play window is not available: {error}</source>
        <translation>シナリオは有効ですが、プレイ画面を開けません: {error}</translation>
    </message>
    <message>
        <location filename="../../qtwargame/editor/play_test.py" line="41"/>
        <source>The game could not start from this scenario.</source>
        <translation>このシナリオからゲームを開始できませんでした。</translation>
    </message>
    <message>
        <location filename="../../qtwargame/editor/play_test.py" line="42"/>
        <source>Play-test started with dice seed {seed}</source>
        <translation>ダイス・シード {seed} でテストプレイを始めました</translation>
    </message>
    <message>
        <location filename="../../qtwargame/ui/app.py" line="182"/>
        <source>Play-test: {title}</source>
        <translation>テストプレイ: {title}</translation>
    </message>
    <message>
        <source>Play-test started</source>
        <translation type="vanished">テストプレイを開始しました</translation>
    </message>
</context>
<context>
    <name>PoolPanel</name>
    <message>
        <location filename="../../qtwargame/ui/pool_panel.py" line="119"/>
        <source>Ready to place (drag onto the board):</source>
        <translation>配置可能(マップへドラッグ):</translation>
    </message>
    <message>
        <location filename="../../qtwargame/ui/pool_panel.py" line="120"/>
        <source>Deploy All at Their Setup Areas</source>
        <translation>全ユニットを配置地域に一括配置</translation>
    </message>
    <message>
        <location filename="../../qtwargame/ui/pool_panel.py" line="121"/>
        <source>Places every unit still to set up at a starting position its setup area allows, nearest the enemy first; then drag any of them elsewhere. Undo takes them back one by one.</source>
        <translation>まだ配置していないユニットを、配置地域内で敵に近いヘクスから順に置きます。その後どのユニットも別の場所へドラッグできます。取り消しで1つずつ戻せます。</translation>
    </message>
    <message>
        <location filename="../../qtwargame/ui/pool_panel.py" line="125"/>
        <source>Place All Arriving Units</source>
        <translation>到着ユニットをすべて配置</translation>
    </message>
    <message>
        <location filename="../../qtwargame/ui/pool_panel.py" line="126"/>
        <source>Places every reinforcement arriving now on a hex the rules allow, one unit a hex while there is room, nearest the enemy first. Units brought back with replacement points are yours to choose. Undo takes them back one by one.</source>
        <translation>いま到着する増援のすべてを、ルールが許すヘクスに配置します（余裕がある限り1ヘクスに1ユニット、敵に近いヘクスから）。補充ポイントで戻すユニットは自分で選んでください。元に戻すと1ユニットずつ取り消せます。</translation>
    </message>
    <message>
        <location filename="../../qtwargame/ui/pool_panel.py" line="131"/>
        <source>Still to come:</source>
        <translation>今後の登場:</translation>
    </message>
    <message>
        <location filename="../../qtwargame/ui/pool_panel.py" line="177"/>
        <source>Nothing for you to place now: the {side} player is playing.</source>
        <translation>いま配置できるユニットはありません（{side}の手番です）。</translation>
    </message>
    <message>
        <location filename="../../qtwargame/ui/pool_panel.py" line="200"/>
        <source>On the map already; drag one to set it up elsewhere:</source>
        <translation>すでに盤上にあるユニット（ドラッグして別の位置に配置できます）:</translation>
    </message>
    <message>
        <location filename="../../qtwargame/ui/pool_panel.py" line="202"/>
        <source>On the map; drag one to place it elsewhere now:</source>
        <translation>盤上のユニット（ドラッグしていま別の位置に配置できます）：</translation>
    </message>
    <message>
        <location filename="../../qtwargame/ui/pool_panel.py" line="208"/>
        <source>1 hex</source>
        <translation>1ヘクス</translation>
    </message>
    <message>
        <location filename="../../qtwargame/ui/pool_panel.py" line="208"/>
        <source>{n} hexes</source>
        <translation>{n}ヘクス</translation>
    </message>
    <message>
        <location filename="../../qtwargame/ui/pool_panel.py" line="212"/>
        <source>at {hex}</source>
        <translation>{hex}に配置済み</translation>
    </message>
    <message>
        <location filename="../../qtwargame/ui/pool_panel.py" line="223"/>
        <source>Nothing to place now.</source>
        <translation>今配置できるユニットはありません。</translation>
    </message>
    <message>
        <location filename="../../qtwargame/ui/pool_panel.py" line="255"/>
        <source>{when}: {unit} ({side})</source>
        <translation>{when}: {unit}({side})</translation>
    </message>
    <message>
        <source>Nothing for you to place now: {side} is playing.</source>
        <translation type="vanished">いま配置できるユニットはありません（{side}の手番です）。</translation>
    </message>
    <message>
        <source>Places every unit arriving now on a hex the rules allow, one unit a hex while there is room, nearest the enemy first. Undo takes them back one by one.</source>
        <translation type="vanished">いま到着するすべてのユニットを、ルールが許すヘクスに配置します（余裕がある限り1ヘクスに1ユニット、敵に近いヘクスから）。元に戻すと1ユニットずつ取り消せます。</translation>
    </message>
    <message>
        <source>Turn {turn}: {unit} ({side})</source>
        <translation type="vanished">第{turn}ターン: {unit}({side})</translation>
    </message>
</context>
<context>
    <name>ProblemPlace</name>
    <message>
        <location filename="../../qtwargame/editor/problem_target.py" line="103"/>
        <source>Side</source>
        <translation>陣営</translation>
    </message>
    <message>
        <location filename="../../qtwargame/editor/problem_target.py" line="104"/>
        <source>Nationality</source>
        <translation>国籍</translation>
    </message>
    <message>
        <location filename="../../qtwargame/editor/problem_target.py" line="105"/>
        <source>Terrain</source>
        <translation>地形</translation>
    </message>
    <message>
        <location filename="../../qtwargame/editor/problem_target.py" line="106"/>
        <source>Hexside feature</source>
        <translation>ヘクスサイド地形</translation>
    </message>
    <message>
        <location filename="../../qtwargame/editor/problem_target.py" line="107"/>
        <source>City kind</source>
        <translation>都市の種類</translation>
    </message>
    <message>
        <location filename="../../qtwargame/editor/problem_target.py" line="108"/>
        <source>Weather</source>
        <translation>天候</translation>
    </message>
    <message>
        <location filename="../../qtwargame/editor/problem_target.py" line="109"/>
        <source>Unit type</source>
        <translation>ユニット種別</translation>
    </message>
    <message>
        <location filename="../../qtwargame/editor/problem_target.py" line="110"/>
        <source>Setup code</source>
        <translation>配置コード</translation>
    </message>
    <message>
        <location filename="../../qtwargame/editor/problem_target.py" line="111"/>
        <source>Table</source>
        <translation>表</translation>
    </message>
    <message>
        <location filename="../../qtwargame/editor/problem_target.py" line="112"/>
        <source>Card</source>
        <translation>カード</translation>
    </message>
    <message>
        <location filename="../../qtwargame/editor/problem_target.py" line="113"/>
        <source>Optional rule</source>
        <translation>選択ルール</translation>
    </message>
    <message>
        <location filename="../../qtwargame/editor/problem_target.py" line="114"/>
        <source>City</source>
        <translation>都市</translation>
    </message>
    <message>
        <location filename="../../qtwargame/editor/problem_target.py" line="115"/>
        <source>Region</source>
        <translation>地域</translation>
    </message>
    <message>
        <location filename="../../qtwargame/editor/problem_target.py" line="116"/>
        <source>Hexside</source>
        <translation>ヘクスサイド</translation>
    </message>
    <message>
        <location filename="../../qtwargame/editor/problem_target.py" line="117"/>
        <source>Line</source>
        <translation>線</translation>
    </message>
    <message>
        <location filename="../../qtwargame/editor/problem_target.py" line="118"/>
        <source>Scenario</source>
        <translation>シナリオ</translation>
    </message>
    <message>
        <location filename="../../qtwargame/editor/problem_target.py" line="119"/>
        <source>Unit</source>
        <translation>ユニット</translation>
    </message>
    <message>
        <location filename="../../qtwargame/editor/problem_target.py" line="120"/>
        <source>Hex</source>
        <translation>ヘクス</translation>
    </message>
    <message>
        <location filename="../../qtwargame/editor/problem_target.py" line="121"/>
        <source>Control at start</source>
        <translation>開始時の支配</translation>
    </message>
    <message>
        <location filename="../../qtwargame/editor/problem_target.py" line="122"/>
        <source>Railway</source>
        <translation>鉄道</translation>
    </message>
    <message>
        <location filename="../../qtwargame/editor/problem_target.py" line="123"/>
        <source>Road</source>
        <translation>道路</translation>
    </message>
    <message>
        <location filename="../../qtwargame/editor/problem_target.py" line="124"/>
        <source>Map</source>
        <translation>マップ</translation>
    </message>
    <message>
        <location filename="../../qtwargame/editor/problem_target.py" line="125"/>
        <source>row</source>
        <translation>行</translation>
    </message>
    <message>
        <location filename="../../qtwargame/editor/problem_target.py" line="126"/>
        <source>column</source>
        <translation>コラム</translation>
    </message>
    <message>
        <location filename="../../qtwargame/editor/problem_target.py" line="127"/>
        <source>Turn</source>
        <translation>ターン</translation>
    </message>
    <message>
        <location filename="../../qtwargame/editor/problem_target.py" line="128"/>
        <source>Rules data</source>
        <translation>ルール・データ</translation>
    </message>
    <message>
        <source>Setup area</source>
        <translation type="vanished">配置地域</translation>
    </message>
</context>
<context>
    <name>PropertiesPanel</name>
    <message>
        <location filename="../../qtwargame/editor/panels/properties_panel.py" line="86"/>
        <source>Definitions</source>
        <translation>定義</translation>
    </message>
    <message>
        <location filename="../../qtwargame/editor/panels/properties_panel.py" line="86"/>
        <source>Hex</source>
        <translation>ヘクス</translation>
    </message>
    <message>
        <location filename="../../qtwargame/editor/panels/properties_panel.py" line="86"/>
        <source>Scenario</source>
        <translation>シナリオ</translation>
    </message>
    <message>
        <location filename="../../qtwargame/editor/panels/properties_panel.py" line="86"/>
        <source>Victory</source>
        <translation>勝利</translation>
    </message>
</context>
<context>
    <name>QAbstractFileIconProvider</name>
    <message>
        <location filename="../../qtwargame/i18n/translator.py" line="23"/>
        <source>Folder</source>
        <translation>フォルダ</translation>
    </message>
    <message>
        <location filename="../../qtwargame/i18n/translator.py" line="24"/>
        <source>Drive</source>
        <translation>ドライブ</translation>
    </message>
</context>
<context>
    <name>QColorDialog</name>
    <message>
        <location filename="../../qtwargame/i18n/translator.py" line="25"/>
        <source>&amp;HTML:</source>
        <translation>HTML(&amp;H):</translation>
    </message>
</context>
<context>
    <name>QFileDialog</name>
    <message>
        <location filename="../../qtwargame/i18n/translator.py" line="21"/>
        <source>&amp;Look in:</source>
        <translation>ファイルの場所(&amp;L):</translation>
    </message>
    <message>
        <location filename="../../qtwargame/i18n/translator.py" line="22"/>
        <source>Files of &amp;type:</source>
        <translation>ファイルの種類(&amp;T):</translation>
    </message>
</context>
<context>
    <name>RefCells</name>
    <message>
        <location filename="../../qtwargame/editor/panels/id_choices.py" line="374"/>
        <source>{id!r}: the rules do not read it; the validation lists it</source>
        <translation>{id!r}：ルールが読まないフラグです。検証の一覧にあります</translation>
    </message>
    <message>
        <location filename="../../qtwargame/editor/panels/ref_cells.py" line="128"/>
        <source>{id}: {description}</source>
        <translation>{id}：{description}</translation>
    </message>
    <message>
        <location filename="../../qtwargame/editor/panels/ref_cells.py" line="131"/>
        <source>{id!r}: the {ruleset} rules do not read it; the validation lists it</source>
        <translation>{id!r}：{ruleset}のルールはこれを読みません。検証の一覧にあります</translation>
    </message>
    <message>
        <location filename="../../qtwargame/editor/panels/ref_cells.py" line="146"/>
        <source>{id!r} names nothing in this scenario: the validation lists it</source>
        <translation>{id!r} はこのシナリオのどれも指していません(検証パネルに表示されます)</translation>
    </message>
    <message>
        <location filename="../../qtwargame/editor/panels/ref_cells.py" line="149"/>
        <source>id: {id}</source>
        <translation>ID: {id}</translation>
    </message>
</context>
<context>
    <name>Refusal</name>
    <message>
        <source>{hex} is held by the enemy.</source>
        <translation type="vanished">{hex}には敵がいます。</translation>
    </message>
    <message>
        <source>{hex} is out of reach: {unit} can reach 1 hex this phase.</source>
        <translation type="vanished">{hex}には届きません。このフェイズに{unit}が行けるのは1ヘクスです。</translation>
    </message>
    <message>
        <source>{hex} is out of reach: {unit} can reach {n} hexes this phase.</source>
        <translation type="vanished">{hex}には届きません。このフェイズに{unit}が行けるのは{n}ヘクスです。</translation>
    </message>
    <message>
        <source>{hex} is within reach, but an enemy zone of control stops the move.</source>
        <translation type="vanished">{hex}には届きますが、敵の支配地域のため移動できません。</translation>
    </message>
    <message>
        <source>{hex} is within reach, but {n:# of your units is|# of your units are} there already: the stacking limit.</source>
        <translation type="vanished">{hex}には届きますが、すでに自軍ユニットが{n}個あります（スタック制限）。</translation>
    </message>
    <message>
        <source>{hex} is within reach, but {n} of your units are there already: the stacking limit.</source>
        <translation type="vanished">{hex}には届きますが、すでに自軍ユニットが{n}個あります（スタック制限）。</translation>
    </message>
    <message>
        <source>{unit} cannot move in this phase (it may have moved already).</source>
        <translation type="vanished">{unit}はこのフェイズに移動できません（すでに移動した可能性があります）。</translation>
    </message>
    <message>
        <source>{unit} starts in an enemy zone of control and cannot move now.</source>
        <translation type="vanished">{unit}は敵の支配地域にいるため、いまは移動できません。</translation>
    </message>
</context>
<context>
    <name>RegionDialog</name>
    <message>
        <location filename="../../qtwargame/editor/dialogs/region_dialog.py" line="73"/>
        <source>New region</source>
        <translation>新しい地域</translation>
    </message>
    <message>
        <location filename="../../qtwargame/editor/dialogs/region_dialog.py" line="73"/>
        <source>Region</source>
        <translation>地域</translation>
    </message>
    <message>
        <location filename="../../qtwargame/editor/dialogs/region_dialog.py" line="97"/>
        <source>(no side)</source>
        <translation>(陣営なし)</translation>
    </message>
    <message>
        <location filename="../../qtwargame/editor/dialogs/region_dialog.py" line="111"/>
        <source>Name (English)</source>
        <translation>名前(英語)</translation>
    </message>
    <message>
        <location filename="../../qtwargame/editor/dialogs/region_dialog.py" line="112"/>
        <source>Name (Japanese)</source>
        <translation>名前(日本語)</translation>
    </message>
    <message>
        <location filename="../../qtwargame/editor/dialogs/region_dialog.py" line="113"/>
        <source>ID</source>
        <translation>ID</translation>
    </message>
    <message>
        <location filename="../../qtwargame/editor/dialogs/region_dialog.py" line="114"/>
        <source>Kind</source>
        <translation>種類</translation>
    </message>
    <message>
        <location filename="../../qtwargame/editor/dialogs/region_dialog.py" line="115"/>
        <source>Side</source>
        <translation>陣営</translation>
    </message>
    <message>
        <location filename="../../qtwargame/editor/dialogs/region_dialog.py" line="116"/>
        <source>Colour</source>
        <translation>色</translation>
    </message>
    <message>
        <location filename="../../qtwargame/editor/dialogs/region_dialog.py" line="173"/>
        <source>A region needs a name, an id and a kind.</source>
        <translation>地域には名前、ID、種類が必要です。</translation>
    </message>
    <message>
        <location filename="../../qtwargame/editor/dialogs/region_dialog.py" line="176"/>
        <source>Another region already has this id.</source>
        <translation>この ID は別の地域が使っています。</translation>
    </message>
    <message>
        <source>A region needs an English name, an id and a kind.</source>
        <translation type="vanished">地域には英語名、ID、種類が必要です。</translation>
    </message>
    <message>
        <source>Id</source>
        <translation type="vanished">ID</translation>
    </message>
</context>
<context>
    <name>RegionKinds</name>
    <message>
        <location filename="../../qtwargame/editor/dialogs/region_dialog.py" line="28"/>
        <source>Country</source>
        <translation>国</translation>
    </message>
    <message>
        <location filename="../../qtwargame/editor/dialogs/region_dialog.py" line="29"/>
        <source>District</source>
        <translation>軍管区</translation>
    </message>
    <message>
        <location filename="../../qtwargame/editor/dialogs/region_dialog.py" line="30"/>
        <source>Sector</source>
        <translation>担当区域</translation>
    </message>
    <message>
        <location filename="../../qtwargame/editor/dialogs/region_dialog.py" line="31"/>
        <source>Setup</source>
        <translation>配置地域</translation>
    </message>
    <message>
        <location filename="../../qtwargame/editor/dialogs/region_dialog.py" line="32"/>
        <source>Rear area</source>
        <translation>後方地域</translation>
    </message>
    <message>
        <location filename="../../qtwargame/editor/dialogs/region_dialog.py" line="33"/>
        <source>Map edge</source>
        <translation>マップ端</translation>
    </message>
    <message>
        <location filename="../../qtwargame/editor/dialogs/region_dialog.py" line="39"/>
        <source>Army group</source>
        <translation>軍集団</translation>
    </message>
    <message>
        <location filename="../../qtwargame/editor/dialogs/region_dialog.py" line="40"/>
        <source>Border</source>
        <translation>国境</translation>
    </message>
    <message>
        <location filename="../../qtwargame/editor/dialogs/region_dialog.py" line="41"/>
        <source>Coast</source>
        <translation>沿岸</translation>
    </message>
    <message>
        <location filename="../../qtwargame/editor/dialogs/region_dialog.py" line="42"/>
        <source>Edge</source>
        <translation>マップ端</translation>
    </message>
    <message>
        <location filename="../../qtwargame/editor/dialogs/region_dialog.py" line="43"/>
        <source>Entry</source>
        <translation>登場地域</translation>
    </message>
    <message>
        <location filename="../../qtwargame/editor/dialogs/region_dialog.py" line="44"/>
        <source>Lake</source>
        <translation>湖</translation>
    </message>
    <message>
        <location filename="../../qtwargame/editor/dialogs/region_dialog.py" line="45"/>
        <source>Limit</source>
        <translation>境界</translation>
    </message>
    <message>
        <location filename="../../qtwargame/editor/dialogs/region_dialog.py" line="46"/>
        <source>Sea</source>
        <translation>海</translation>
    </message>
    <message>
        <location filename="../../qtwargame/editor/dialogs/region_dialog.py" line="47"/>
        <source>Setup area</source>
        <translation>配置エリア</translation>
    </message>
    <message>
        <location filename="../../qtwargame/editor/dialogs/region_dialog.py" line="48"/>
        <source>Territory</source>
        <translation>領土</translation>
    </message>
    <message>
        <source>army group</source>
        <translation type="vanished">軍集団</translation>
    </message>
    <message>
        <source>army_group</source>
        <translation type="vanished">軍集団</translation>
    </message>
    <message>
        <source>border</source>
        <translation type="vanished">国境</translation>
    </message>
    <message>
        <source>coast</source>
        <translation type="vanished">沿岸</translation>
    </message>
    <message>
        <source>country</source>
        <translation type="vanished">国</translation>
    </message>
    <message>
        <source>district</source>
        <translation type="vanished">軍管区</translation>
    </message>
    <message>
        <source>edge</source>
        <translation type="vanished">マップ端</translation>
    </message>
    <message>
        <source>entry</source>
        <translation type="vanished">登場地域</translation>
    </message>
    <message>
        <source>lake</source>
        <translation type="vanished">湖</translation>
    </message>
    <message>
        <source>limit</source>
        <translation type="vanished">境界</translation>
    </message>
    <message>
        <source>map edge</source>
        <translation type="vanished">マップ端</translation>
    </message>
    <message>
        <source>map_edge</source>
        <translation type="vanished">マップ端</translation>
    </message>
    <message>
        <source>rear area</source>
        <translation type="vanished">後方地域</translation>
    </message>
    <message>
        <source>rear_area</source>
        <translation type="vanished">後方地域</translation>
    </message>
    <message>
        <source>sea</source>
        <translation type="vanished">海</translation>
    </message>
    <message>
        <source>sector</source>
        <translation type="vanished">担当区域</translation>
    </message>
    <message>
        <source>setup</source>
        <translation type="vanished">配置地域</translation>
    </message>
    <message>
        <source>setup area</source>
        <translation type="vanished">配置エリア</translation>
    </message>
    <message>
        <source>setup_area</source>
        <translation type="vanished">配置エリア</translation>
    </message>
    <message>
        <source>territory</source>
        <translation type="vanished">領土</translation>
    </message>
</context>
<context>
    <name>RegionTool</name>
    <message>
        <location filename="../../qtwargame/editor/tools/region_tool.py" line="32"/>
        <source>Regions</source>
        <translation>地域</translation>
    </message>
    <message>
        <location filename="../../qtwargame/editor/tools/region_tool.py" line="35"/>
        <source>Paint hexes into the region; start on one of its hexes (or use the right button) to paint them out.</source>
        <translation>ヘクスを地域に塗り込みます。地域内のヘクスから始める(または右ボタン)と取り除きます。</translation>
    </message>
    <message>
        <location filename="../../qtwargame/editor/tools/region_tool.py" line="79"/>
        <source>Pick a region or create one in the tool options first.</source>
        <translation>先にツール設定で地域を選ぶか作成してください。</translation>
    </message>
</context>
<context>
    <name>ResizeMapDialog</name>
    <message>
        <location filename="../../qtwargame/editor/dialogs/resize_map_dialog.py" line="25"/>
        <source>Resize map</source>
        <translation>マップの大きさを変更</translation>
    </message>
    <message>
        <location filename="../../qtwargame/editor/dialogs/resize_map_dialog.py" line="45"/>
        <source>Columns</source>
        <translation>列数</translation>
    </message>
    <message>
        <location filename="../../qtwargame/editor/dialogs/resize_map_dialog.py" line="46"/>
        <source>Rows</source>
        <translation>行数</translation>
    </message>
    <message>
        <location filename="../../qtwargame/editor/dialogs/resize_map_dialog.py" line="47"/>
        <source>Move content right by</source>
        <translation>内容を右へずらす列数</translation>
    </message>
    <message>
        <location filename="../../qtwargame/editor/dialogs/resize_map_dialog.py" line="48"/>
        <source>Move content down by</source>
        <translation>内容を下へずらす行数</translation>
    </message>
    <message>
        <location filename="../../qtwargame/editor/dialogs/resize_map_dialog.py" line="49"/>
        <source>New hexes</source>
        <translation>新しいヘクスの地形</translation>
    </message>
    <message>
        <location filename="../../qtwargame/editor/dialogs/resize_map_dialog.py" line="74"/>
        <source>{n:# hex falls off the map, with what stands on it|# hexes fall off the map, with what stands on them}.</source>
        <translation>{n} ヘクスが、その上にあるものごとマップからはみ出します。</translation>
    </message>
    <message>
        <location filename="../../qtwargame/editor/dialogs/resize_map_dialog.py" line="78"/>
        <source>Every hex stays on the map.</source>
        <translation>すべてのヘクスがマップに残ります。</translation>
    </message>
    <message>
        <location filename="../../qtwargame/editor/dialogs/resize_map_dialog.py" line="81"/>
        <source>Moving by an odd number of columns moves the content half a row too, so that every hex keeps its neighbours.</source>
        <translation>奇数列ずらすと、各ヘクスの隣接関係を保つため内容は半行ずれます。</translation>
    </message>
    <message>
        <location filename="../../qtwargame/editor/dialogs/resize_map_dialog.py" line="83"/>
        <source>Moving by an odd number of rows moves the content half a column too, so that every hex keeps its neighbours.</source>
        <translation>奇数行ずらすと、各ヘクスの隣接関係を保つため内容は半列ずれます。</translation>
    </message>
    <message>
        <source>{n:# hex falls|# hexes fall} off the map, with what stands on them.</source>
        <translation type="vanished">{n} ヘクスが、その上にあるものごとマップからはみ出します。</translation>
    </message>
    <message>
        <source>{n} hexes fall off the map, with what stands on them.</source>
        <translation type="vanished">{n} ヘクスが、その上にあるものごとマップからはみ出します。</translation>
    </message>
</context>
<context>
    <name>ResultDialog</name>
    <message>
        <location filename="../../qtwargame/ui/result_dialog.py" line="23"/>
        <source>A draw</source>
        <translation>引き分け</translation>
    </message>
    <message>
        <location filename="../../qtwargame/ui/result_dialog.py" line="24"/>
        <source>{winner} wins</source>
        <translation>{winner}の勝利</translation>
    </message>
    <message>
        <location filename="../../qtwargame/ui/result_dialog.py" line="36"/>
        <source>Game over</source>
        <translation>ゲーム終了</translation>
    </message>
    <message>
        <location filename="../../qtwargame/ui/result_dialog.py" line="48"/>
        <source>Victory points: {points}</source>
        <translation>勝利得点：{points}</translation>
    </message>
    <message>
        <location filename="../../qtwargame/ui/result_dialog.py" line="49"/>
        <source>Ended in turn {turn} of {last}.</source>
        <translation>全{last}ターン中、第{turn}ターンで終了。</translation>
    </message>
    <message>
        <location filename="../../qtwargame/ui/result_dialog.py" line="56"/>
        <source>New Game…</source>
        <translation>新しいゲーム…</translation>
    </message>
    <message>
        <location filename="../../qtwargame/ui/result_dialog.py" line="57"/>
        <source>Save As…</source>
        <translation>名前を付けて保存…</translation>
    </message>
</context>
<context>
    <name>RulesData</name>
    <message>
        <location filename="../../qtwargame/rules/blitzkrieg_moscow/data.py" line="31"/>
        <source>cards</source>
        <translation>カード</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/blitzkrieg_moscow/data.py" line="60"/>
        <source>Units in a hex</source>
        <translation>1ヘクスのユニット数</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/blitzkrieg_moscow/data.py" line="60"/>
        <source>units</source>
        <translation>ユニット数</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/blitzkrieg_moscow/data.py" line="61"/>
        <source>Units of one branch</source>
        <translation>同じ兵科のユニット数</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/blitzkrieg_moscow/data.py" line="61"/>
        <source>per branch</source>
        <translation>兵科ごと</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/blitzkrieg_moscow/data.py" line="67"/>
        <source>Movement cap</source>
        <translation>移動力の上限</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/blitzkrieg_moscow/data.py" line="67"/>
        <source>movement cap</source>
        <translation>移動力の上限</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/blitzkrieg_moscow/data.py" line="68"/>
        <source>Tank column shift</source>
        <translation>戦車のコラムシフト</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/blitzkrieg_moscow/data.py" line="68"/>
        <source>tank shift</source>
        <translation>戦車のコラムシフト</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/blitzkrieg_moscow/data.py" line="69"/>
        <source>River column shift</source>
        <translation>河川のコラムシフト</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/blitzkrieg_moscow/data.py" line="69"/>
        <location filename="../../qtwargame/rules/shin_barbarossa/data.py" line="97"/>
        <source>river shift</source>
        <translation>河川のコラムシフト</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/blitzkrieg_moscow/data.py" line="70"/>
        <source>Shift of every attack by side</source>
        <translation>陣営ごとの全攻撃のコラムシフト</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/blitzkrieg_moscow/data.py" line="70"/>
        <source>Side id -&gt; shift of every attack it makes (winter offensive).</source>
        <translation>陣営ID → その陣営の全攻撃のコラムシフト（冬季攻勢）。</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/blitzkrieg_moscow/data.py" line="70"/>
        <source>attack shift</source>
        <translation>攻撃のコラムシフト</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/blitzkrieg_moscow/data.py" line="78"/>
        <source>VP per city</source>
        <translation>都市1つの勝利得点</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/blitzkrieg_moscow/data.py" line="78"/>
        <source>city vp</source>
        <translation>都市の勝利得点</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/blitzkrieg_moscow/data.py" line="79"/>
        <source>VP per supply city</source>
        <translation>補給都市1つの勝利得点</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/blitzkrieg_moscow/data.py" line="79"/>
        <source>supply city vp</source>
        <translation>補給都市の勝利得点</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/blitzkrieg_moscow/data.py" line="80"/>
        <source>Active tanks per VP</source>
        <translation>勝利得点1点あたりの活動中の戦車数</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/blitzkrieg_moscow/data.py" line="80"/>
        <source>tanks per vp</source>
        <translation>勝利得点1点あたりの戦車数</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/blitzkrieg_moscow/data.py" line="81"/>
        <source>VP lost per infantry eliminated</source>
        <translation>歩兵1つの除去で失う勝利得点</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/blitzkrieg_moscow/data.py" line="81"/>
        <source>infantry loss</source>
        <translation>歩兵の損失</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/blitzkrieg_moscow/data.py" line="82"/>
        <source>VP lost per tank eliminated</source>
        <translation>戦車1つの除去で失う勝利得点</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/blitzkrieg_moscow/data.py" line="82"/>
        <source>tank loss</source>
        <translation>戦車の損失</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/blitzkrieg_moscow/data.py" line="83"/>
        <source>VP to win</source>
        <translation>勝利に必要な得点</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/blitzkrieg_moscow/data.py" line="83"/>
        <source>wins at</source>
        <translation>勝利に必要な得点</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/blitzkrieg_moscow/data.py" line="89"/>
        <source>Port it sails from</source>
        <translation>出港する港</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/blitzkrieg_moscow/data.py" line="89"/>
        <location filename="../../qtwargame/rules/shin_barbarossa/data.py" line="124"/>
        <source>from city</source>
        <translation>移転元の都市</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/blitzkrieg_moscow/data.py" line="90"/>
        <source>Port it sails to</source>
        <translation>入港する港</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/blitzkrieg_moscow/data.py" line="90"/>
        <location filename="../../qtwargame/rules/shin_barbarossa/data.py" line="125"/>
        <source>to city</source>
        <translation>移転先の都市</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/blitzkrieg_moscow/data.py" line="94"/>
        <source>German side</source>
        <translation>ドイツ軍の陣営</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/blitzkrieg_moscow/data.py" line="94"/>
        <source>Side id of the German player.</source>
        <translation>ドイツ軍プレイヤーの陣営ID。</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/blitzkrieg_moscow/data.py" line="94"/>
        <source>german</source>
        <translation>ドイツ軍</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/blitzkrieg_moscow/data.py" line="95"/>
        <source>Side id of the Soviet player.</source>
        <translation>ソ連軍プレイヤーの陣営ID。</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/blitzkrieg_moscow/data.py" line="95"/>
        <source>Soviet side</source>
        <translation>ソ連軍の陣営</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/blitzkrieg_moscow/data.py" line="95"/>
        <location filename="../../qtwargame/rules/defiant_russia/data.py" line="133"/>
        <location filename="../../qtwargame/rules/shin_barbarossa/data.py" line="72"/>
        <location filename="../../qtwargame/rules/shin_barbarossa/data.py" line="131"/>
        <source>soviet</source>
        <translation>ソ連軍</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/blitzkrieg_moscow/data.py" line="96"/>
        <location filename="../../qtwargame/rules/classic/data.py" line="48"/>
        <source>Combat results table</source>
        <translation>戦闘結果表</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/blitzkrieg_moscow/data.py" line="96"/>
        <source>ID of the combat results table.</source>
        <translation>戦闘結果表のID。</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/blitzkrieg_moscow/data.py" line="96"/>
        <location filename="../../qtwargame/rules/classic/data.py" line="48"/>
        <location filename="../../qtwargame/rules/shin_barbarossa/data.py" line="132"/>
        <source>crt</source>
        <translation>戦闘結果表</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/blitzkrieg_moscow/data.py" line="100"/>
        <source>Rear area region kind</source>
        <translation>後方地域の地域種類</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/blitzkrieg_moscow/data.py" line="100"/>
        <source>Region kind of rear areas.</source>
        <translation>後方地域の地域種類。</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/blitzkrieg_moscow/data.py" line="100"/>
        <source>rear area kind</source>
        <translation>後方地域の種類</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/blitzkrieg_moscow/data.py" line="104"/>
        <source>Tank branch tag</source>
        <translation>戦車兵科のタグ</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/blitzkrieg_moscow/data.py" line="104"/>
        <source>Unit type tag of the tank branch (2.2.2).</source>
        <translation>戦車兵科の兵科タグ（2.2.2）。</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/blitzkrieg_moscow/data.py" line="104"/>
        <source>tank tag</source>
        <translation>戦車のタグ</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/blitzkrieg_moscow/data.py" line="108"/>
        <source>Mechanized corps tag</source>
        <translation>機械化軍団のタグ</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/blitzkrieg_moscow/data.py" line="108"/>
        <source>Unit type tag of 11.6 units.</source>
        <translation>11.6のユニットの兵科タグ。</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/blitzkrieg_moscow/data.py" line="108"/>
        <source>mech corps tag</source>
        <translation>機械化軍団のタグ</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/blitzkrieg_moscow/data.py" line="112"/>
        <source>Unit flag: the unit has a ZOC (9.1).</source>
        <translation>ユニットのフラグ：ZOCを持つ（9.1）。</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/blitzkrieg_moscow/data.py" line="112"/>
        <source>ZOC flag</source>
        <translation>ZOCのフラグ</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/blitzkrieg_moscow/data.py" line="112"/>
        <source>zoc flag</source>
        <translation>ZOCのフラグ</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/blitzkrieg_moscow/data.py" line="113"/>
        <source>City tag (13.2.4).</source>
        <translation>都市のタグ（13.2.4）。</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/blitzkrieg_moscow/data.py" line="113"/>
        <source>Supply city tag</source>
        <translation>補給都市のタグ</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/blitzkrieg_moscow/data.py" line="113"/>
        <source>supply city tag</source>
        <translation>補給都市のタグ</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/blitzkrieg_moscow/data.py" line="117"/>
        <source>City tag of the 15.2.1 port.</source>
        <translation>15.2.1の港の都市タグ。</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/blitzkrieg_moscow/data.py" line="117"/>
        <source>Supply port tag</source>
        <translation>補給港のタグ</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/blitzkrieg_moscow/data.py" line="117"/>
        <source>port tag</source>
        <translation>港のタグ</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/blitzkrieg_moscow/data.py" line="121"/>
        <source>Capital</source>
        <translation>首都</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/blitzkrieg_moscow/data.py" line="121"/>
        <source>City id of Moscow (15.3).</source>
        <translation>モスクワの都市ID（15.3）。</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/blitzkrieg_moscow/data.py" line="121"/>
        <source>capital</source>
        <translation>首都</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/blitzkrieg_moscow/data.py" line="122"/>
        <source>Evacuation by sea (15.2.2)</source>
        <translation>海上疎開（15.2.2）</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/blitzkrieg_moscow/data.py" line="122"/>
        <source>evacuation</source>
        <translation>疎開</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/blitzkrieg_moscow/data.py" line="123"/>
        <source>Stacking limits (8.1, 8.2)</source>
        <translation>スタック制限（8.1、8.2）</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/blitzkrieg_moscow/data.py" line="123"/>
        <location filename="../../qtwargame/rules/classic/data.py" line="24"/>
        <location filename="../../qtwargame/rules/shin_barbarossa/data.py" line="139"/>
        <source>stacking</source>
        <translation>スタック制限</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/blitzkrieg_moscow/data.py" line="127"/>
        <source>13.2.1, 13.2.2.</source>
        <translation>13.2.1、13.2.2。</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/blitzkrieg_moscow/data.py" line="127"/>
        <source>Supply range</source>
        <translation>補給範囲</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/blitzkrieg_moscow/data.py" line="127"/>
        <location filename="../../qtwargame/rules/defiant_russia/data.py" line="196"/>
        <location filename="../../qtwargame/rules/shin_barbarossa/data.py" line="145"/>
        <source>supply range</source>
        <translation>補給範囲</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/blitzkrieg_moscow/data.py" line="128"/>
        <source>11.4.</source>
        <translation>11.4。</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/blitzkrieg_moscow/data.py" line="128"/>
        <location filename="../../qtwargame/rules/classic/data.py" line="50"/>
        <source>Retreat length</source>
        <translation>退却ヘクス数</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/blitzkrieg_moscow/data.py" line="128"/>
        <location filename="../../qtwargame/rules/classic/data.py" line="50"/>
        <location filename="../../qtwargame/rules/shin_barbarossa/data.py" line="148"/>
        <source>retreat hexes</source>
        <translation>退却ヘクス数</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/blitzkrieg_moscow/data.py" line="129"/>
        <source>Frozen on turn 1</source>
        <translation>第1ターンに移動不可</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/blitzkrieg_moscow/data.py" line="129"/>
        <source>Setup codes whose units may not move on turn 1 (10.0).</source>
        <translation>第1ターンに移動できないユニットの配置コード（10.0）。</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/blitzkrieg_moscow/data.py" line="129"/>
        <source>frozen first turn</source>
        <translation>第1ターンに移動不可</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/blitzkrieg_moscow/data.py" line="132"/>
        <source>Weather effects (10.3, 11.3.4)</source>
        <translation>天候の効果（10.3、11.3.4）</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/blitzkrieg_moscow/data.py" line="132"/>
        <source>weather</source>
        <translation>天候</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/blitzkrieg_moscow/data.py" line="135"/>
        <source>Victory (4.0, 4.1)</source>
        <translation>勝利条件（4.0、4.1）</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/blitzkrieg_moscow/data.py" line="135"/>
        <location filename="../../qtwargame/rules/red_vengeance/data.py" line="334"/>
        <location filename="../../qtwargame/rules/shin_barbarossa/data.py" line="152"/>
        <source>victory</source>
        <translation>勝利条件</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/classic/data.py" line="24"/>
        <source>Most units of one side in a hex (C3).</source>
        <translation>1ヘクスに置ける同じ陣営のユニットの上限（C3）。</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/classic/data.py" line="24"/>
        <source>Stacking limit</source>
        <translation>スタック制限</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/classic/data.py" line="26"/>
        <source>Movement points to enter a hex of each terrain (C5); — where units may not enter.</source>
        <translation>各地形のヘクスに進入する移動力（C5）。進入できない地形は —。</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/classic/data.py" line="26"/>
        <source>Terrain movement cost</source>
        <translation>地形の移動コスト</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/classic/data.py" line="26"/>
        <source>terrain cost</source>
        <translation>地形の移動コスト</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/classic/data.py" line="31"/>
        <source>Extra movement points to cross each hexside feature (C5); — where units may not cross.</source>
        <translation>各ヘクスサイド地形を越えるのに追加で必要な移動力（C5）。越えられないものは —。</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/classic/data.py" line="31"/>
        <source>Hexside crossing cost</source>
        <translation>ヘクスサイドの移動コスト</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/classic/data.py" line="31"/>
        <source>feature cost</source>
        <translation>ヘクスサイドの移動コスト</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/classic/data.py" line="37"/>
        <source>Column shift of the combat results table for the terrain of the defender&apos;s hex (C7): -1 is one column to the left.</source>
        <translation>防御側ヘクスの地形による戦闘結果表のコラムシフト（C7）。-1 は左へ1コラム。</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/classic/data.py" line="37"/>
        <source>Defender&apos;s terrain shift</source>
        <translation>防御側地形のコラムシフト</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/classic/data.py" line="37"/>
        <source>terrain shift</source>
        <translation>地形のコラムシフト</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/classic/data.py" line="42"/>
        <source>Column shift when every attacker attacks across this hexside feature (C7): -1 is one column to the left.</source>
        <translation>全攻撃ユニットがこのヘクスサイド地形を越えて攻撃するときのコラムシフト（C7）。-1 は左へ1コラム。</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/classic/data.py" line="42"/>
        <source>Hexside shift</source>
        <translation>ヘクスサイドのコラムシフト</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/classic/data.py" line="42"/>
        <source>feature shift</source>
        <translation>ヘクスサイドのコラムシフト</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/classic/data.py" line="48"/>
        <source>The table an attack rolls one die on (C7).</source>
        <translation>攻撃でダイスを1個振る表（C7）。</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/classic/data.py" line="50"/>
        <source>Hexes a retreating unit moves (C8).</source>
        <translation>退却するユニットが移動するヘクス数（C8）。</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/classic/data.py" line="52"/>
        <source>First side</source>
        <translation>先攻の陣営</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/classic/data.py" line="52"/>
        <source>The side that moves and fights first each turn (C1); — for the first side of the scenario&apos;s list.</source>
        <translation>各ターンに先に移動と戦闘を行う陣営（C1）。— ならシナリオの陣営一覧の最初の陣営。</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/classic/data.py" line="52"/>
        <source>first side</source>
        <translation>先攻の陣営</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/defiant_russia/data.py" line="38"/>
        <location filename="../../qtwargame/rules/defiant_russia/data.py" line="67"/>
        <source>baltic</source>
        <translation>バルト海</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/defiant_russia/data.py" line="39"/>
        <location filename="../../qtwargame/rules/defiant_russia/data.py" line="65"/>
        <location filename="../../qtwargame/rules/defiant_russia/data.py" line="67"/>
        <location filename="../../qtwargame/rules/red_vengeance/data.py" line="45"/>
        <location filename="../../qtwargame/rules/red_vengeance/data.py" line="55"/>
        <location filename="../../qtwargame/rules/red_vengeance/data.py" line="333"/>
        <source>black sea</source>
        <translation>黒海</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/defiant_russia/data.py" line="40"/>
        <location filename="../../qtwargame/rules/defiant_russia/data.py" line="71"/>
        <location filename="../../qtwargame/rules/red_vengeance/data.py" line="149"/>
        <source>movement</source>
        <translation>移動</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/defiant_russia/data.py" line="41"/>
        <location filename="../../qtwargame/rules/defiant_russia/data.py" line="65"/>
        <source>finland</source>
        <translation>フィンランド</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/defiant_russia/data.py" line="42"/>
        <location filename="../../qtwargame/rules/defiant_russia/data.py" line="75"/>
        <location filename="../../qtwargame/rules/defiant_russia/data.py" line="79"/>
        <source>german armor</source>
        <translation>ドイツ軍機甲</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/defiant_russia/data.py" line="43"/>
        <location filename="../../qtwargame/rules/defiant_russia/data.py" line="75"/>
        <source>german foot</source>
        <translation>ドイツ軍徒歩</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/defiant_russia/data.py" line="44"/>
        <location filename="../../qtwargame/rules/defiant_russia/data.py" line="66"/>
        <source>guderian</source>
        <translation>グデーリアン</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/defiant_russia/data.py" line="45"/>
        <location filename="../../qtwargame/rules/defiant_russia/data.py" line="65"/>
        <location filename="../../qtwargame/rules/red_vengeance/data.py" line="32"/>
        <location filename="../../qtwargame/rules/red_vengeance/data.py" line="55"/>
        <source>hungary</source>
        <translation>ハンガリー</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/defiant_russia/data.py" line="46"/>
        <location filename="../../qtwargame/rules/defiant_russia/data.py" line="65"/>
        <location filename="../../qtwargame/rules/red_vengeance/data.py" line="33"/>
        <location filename="../../qtwargame/rules/red_vengeance/data.py" line="55"/>
        <source>romania</source>
        <translation>ルーマニア</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/defiant_russia/data.py" line="47"/>
        <location filename="../../qtwargame/rules/defiant_russia/data.py" line="66"/>
        <source>stalin</source>
        <translation>スターリン</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/defiant_russia/data.py" line="48"/>
        <location filename="../../qtwargame/rules/defiant_russia/data.py" line="66"/>
        <location filename="../../qtwargame/rules/red_vengeance/data.py" line="318"/>
        <source>zhukov</source>
        <translation>ジューコフ</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/defiant_russia/data.py" line="49"/>
        <location filename="../../qtwargame/rules/defiant_russia/data.py" line="71"/>
        <source>strength</source>
        <translation>戦力</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/defiant_russia/data.py" line="50"/>
        <location filename="../../qtwargame/rules/defiant_russia/data.py" line="65"/>
        <source>ussr</source>
        <translation>ソ連</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/defiant_russia/data.py" line="51"/>
        <source>major city</source>
        <translation>大都市</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/defiant_russia/data.py" line="52"/>
        <location filename="../../qtwargame/rules/defiant_russia/data.py" line="79"/>
        <source>german other</source>
        <translation>その他のドイツ軍</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/defiant_russia/data.py" line="53"/>
        <location filename="../../qtwargame/rules/defiant_russia/data.py" line="79"/>
        <source>soviet elite</source>
        <translation>ソ連軍の精鋭</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/defiant_russia/data.py" line="54"/>
        <location filename="../../qtwargame/rules/defiant_russia/data.py" line="79"/>
        <source>soviet other</source>
        <translation>その他のソ連軍</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/defiant_russia/data.py" line="55"/>
        <location filename="../../qtwargame/rules/defiant_russia/data.py" line="79"/>
        <source>minor ally</source>
        <translation>枢軸同盟国</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/defiant_russia/data.py" line="56"/>
        <location filename="../../qtwargame/rules/defiant_russia/data.py" line="75"/>
        <source>romanian mobile</source>
        <translation>ルーマニア快速部隊</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/defiant_russia/data.py" line="57"/>
        <location filename="../../qtwargame/rules/defiant_russia/data.py" line="69"/>
        <location filename="../../qtwargame/rules/red_vengeance/data.py" line="151"/>
        <location filename="../../qtwargame/rules/red_vengeance/data.py" line="90"/>
        <source>foot</source>
        <translation>徒歩</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/defiant_russia/data.py" line="58"/>
        <source>default</source>
        <translation>既定値</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/defiant_russia/data.py" line="59"/>
        <location filename="../../qtwargame/rules/defiant_russia/data.py" line="94"/>
        <location filename="../../qtwargame/rules/shin_barbarossa/data.py" line="39"/>
        <location filename="../../qtwargame/rules/shin_barbarossa/data.py" line="59"/>
        <source>other</source>
        <translation>その他</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/defiant_russia/data.py" line="69"/>
        <location filename="../../qtwargame/rules/defiant_russia/data.py" line="76"/>
        <location filename="../../qtwargame/rules/defiant_russia/data.py" line="94"/>
        <location filename="../../qtwargame/rules/red_vengeance/data.py" line="151"/>
        <location filename="../../qtwargame/rules/red_vengeance/data.py" line="90"/>
        <location filename="../../qtwargame/rules/red_vengeance/data.py" line="123"/>
        <location filename="../../qtwargame/rules/red_vengeance/data.py" line="137"/>
        <source>armor</source>
        <translation>機甲</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/defiant_russia/data.py" line="69"/>
        <location filename="../../qtwargame/rules/red_vengeance/data.py" line="151"/>
        <location filename="../../qtwargame/rules/red_vengeance/data.py" line="90"/>
        <location filename="../../qtwargame/rules/red_vengeance/data.py" line="139"/>
        <source>mountain</source>
        <translation>山岳</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/defiant_russia/data.py" line="75"/>
        <source>italian</source>
        <translation>イタリア軍</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/defiant_russia/data.py" line="76"/>
        <source>cavalry</source>
        <translation>騎兵</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/defiant_russia/data.py" line="76"/>
        <source>shock</source>
        <translation>打撃軍</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/defiant_russia/data.py" line="77"/>
        <location filename="../../qtwargame/rules/red_vengeance/data.py" line="51"/>
        <source>clear</source>
        <translation>晴天</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/defiant_russia/data.py" line="77"/>
        <location filename="../../qtwargame/rules/red_vengeance/data.py" line="51"/>
        <source>mud</source>
        <translation>泥濘</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/defiant_russia/data.py" line="77"/>
        <location filename="../../qtwargame/rules/red_vengeance/data.py" line="51"/>
        <source>snow</source>
        <translation>降雪</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/defiant_russia/data.py" line="79"/>
        <source>finnish</source>
        <translation>フィンランド軍</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/defiant_russia/data.py" line="82"/>
        <source>eliminated</source>
        <translation>除去</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/defiant_russia/data.py" line="82"/>
        <location filename="../../qtwargame/rules/defiant_russia/data.py" line="98"/>
        <location filename="../../qtwargame/rules/red_vengeance/data.py" line="235"/>
        <source>none</source>
        <translation>なし</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/defiant_russia/data.py" line="82"/>
        <source>reduced</source>
        <translation>減少</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/defiant_russia/data.py" line="98"/>
        <source>city</source>
        <translation>都市</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/defiant_russia/data.py" line="98"/>
        <source>major</source>
        <translation>大都市</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/defiant_russia/data.py" line="113"/>
        <source>MP to enter by movement class (foot, mountain, armor); null: may not enter.</source>
        <translation>移動種別（徒歩・山岳・機甲）ごとの進入コスト。null：進入不可。</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/defiant_russia/data.py" line="113"/>
        <location filename="../../qtwargame/rules/red_vengeance/data.py" line="90"/>
        <location filename="../../qtwargame/rules/shin_barbarossa/data.py" line="79"/>
        <source>cost</source>
        <translation>コスト</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/defiant_russia/data.py" line="115"/>
        <location filename="../../qtwargame/rules/red_vengeance/data.py" line="92"/>
        <source>Added to each defending unit (rough).</source>
        <translation>防御側の各ユニットに加算（荒地）。</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/defiant_russia/data.py" line="115"/>
        <location filename="../../qtwargame/rules/red_vengeance/data.py" line="92"/>
        <source>defense per unit</source>
        <translation>ユニットごとの防御修正</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/defiant_russia/data.py" line="116"/>
        <source>Added once to the defending hex (forest, swamp).</source>
        <translation>防御側のヘクスに1回だけ加算（森林・湿地）。</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/defiant_russia/data.py" line="116"/>
        <location filename="../../qtwargame/rules/red_vengeance/data.py" line="93"/>
        <location filename="../../qtwargame/rules/red_vengeance/data.py" line="101"/>
        <source>defense total</source>
        <translation>ヘクス全体の防御修正</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/defiant_russia/data.py" line="117"/>
        <source>Attacking armor halved (swamp).</source>
        <translation>攻撃する機甲ユニットは半減（湿地）。</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/defiant_russia/data.py" line="117"/>
        <source>armor attack halved</source>
        <translation>機甲の攻撃半減</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/defiant_russia/data.py" line="123"/>
        <location filename="../../qtwargame/rules/defiant_russia/data.py" line="165"/>
        <location filename="../../qtwargame/rules/red_vengeance/data.py" line="302"/>
        <location filename="../../qtwargame/rules/shin_barbarossa/data.py" line="93"/>
        <source>terrain</source>
        <translation>地形</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/defiant_russia/data.py" line="124"/>
        <source>becomes</source>
        <translation>変化後</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/defiant_russia/data.py" line="125"/>
        <source>Only hexes whose row XX is greater.</source>
        <translation>列番号XXがこれより大きいヘクスのみ。</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/defiant_russia/data.py" line="125"/>
        <source>north of row</source>
        <translation>この列より北</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/defiant_russia/data.py" line="131"/>
        <location filename="../../qtwargame/rules/red_vengeance/data.py" line="336"/>
        <location filename="../../qtwargame/rules/red_vengeance/data.py" line="347"/>
        <location filename="../../qtwargame/rules/shin_barbarossa/data.py" line="71"/>
        <location filename="../../qtwargame/rules/shin_barbarossa/data.py" line="130"/>
        <source>axis</source>
        <translation>枢軸軍</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/defiant_russia/data.py" line="140"/>
        <source>moscow</source>
        <translation>モスクワ</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/defiant_russia/data.py" line="141"/>
        <source>leningrad</source>
        <translation>レニングラード</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/defiant_russia/data.py" line="142"/>
        <source>kiev</source>
        <translation>キエフ</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/defiant_russia/data.py" line="143"/>
        <source>stalingrad</source>
        <translation>スターリングラード</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/defiant_russia/data.py" line="144"/>
        <source>gorky</source>
        <translation>ゴーリキー</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/defiant_russia/data.py" line="145"/>
        <location filename="../../qtwargame/rules/red_vengeance/data.py" line="58"/>
        <source>warsaw</source>
        <translation>ワルシャワ</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/defiant_russia/data.py" line="146"/>
        <source>bucharest</source>
        <translation>ブカレスト</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/defiant_russia/data.py" line="147"/>
        <source>helsinki</source>
        <translation>ヘルシンキ</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/defiant_russia/data.py" line="148"/>
        <source>odessa</source>
        <translation>オデッサ</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/defiant_russia/data.py" line="149"/>
        <source>sevastopol</source>
        <translation>セヴァストポリ</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/defiant_russia/data.py" line="155"/>
        <source>weights</source>
        <translation>重み</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/defiant_russia/data.py" line="166"/>
        <source>snow conversions</source>
        <translation>降雪時の地形変化</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/defiant_russia/data.py" line="167"/>
        <source>Unit type id -&gt; movement class (foot, mountain, armor); a type not listed moves as foot.</source>
        <translation>兵科ID → 移動種別（徒歩・山岳・機甲）。載っていない兵科は徒歩で移動します。</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/defiant_russia/data.py" line="167"/>
        <source>movement class</source>
        <translation>移動種別</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/defiant_russia/data.py" line="170"/>
        <source>Hexside features of water between land hexes -&gt; crossable in snow (8.3).</source>
        <translation>陸ヘクス間の水域のヘクスサイド → 降雪時に渡れる（8.3）。</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/defiant_russia/data.py" line="170"/>
        <source>water features</source>
        <translation>水域のヘクスサイド</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/defiant_russia/data.py" line="173"/>
        <source>Regions no unit may enter (neutral countries).</source>
        <translation>ユニットが進入できない地域（中立国）。</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/defiant_russia/data.py" line="173"/>
        <source>neutral regions</source>
        <translation>中立地域</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/defiant_russia/data.py" line="175"/>
        <source>9.0: city kind -&gt; combat effect (city, major or none).</source>
        <translation>9.0：都市の種類 → 戦闘効果（都市・大都市・なし）。</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/defiant_russia/data.py" line="175"/>
        <source>city kinds</source>
        <translation>都市の種類</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/defiant_russia/data.py" line="179"/>
        <source>river feature</source>
        <translation>河川のヘクスサイド</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/defiant_russia/data.py" line="180"/>
        <source>strait feature</source>
        <translation>海峡のヘクスサイド</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/defiant_russia/data.py" line="181"/>
        <source>river armor cost</source>
        <translation>機甲の渡河コスト</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/defiant_russia/data.py" line="182"/>
        <source>strait cost</source>
        <translation>海峡横断コスト</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/defiant_russia/data.py" line="184"/>
        <source>8.1: the weather each turn is played in. The turn track shows the weather of the Turns panel: keep the two alike.</source>
        <translation>8.1：各ターンに適用される天候。ターン記録トラックには「ターンと増援」パネルの天候が表示されるので、両方をそろえてください。</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/defiant_russia/data.py" line="184"/>
        <source>Historical weather</source>
        <translation>史実の天候</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/defiant_russia/data.py" line="184"/>
        <location filename="../../qtwargame/rules/red_vengeance/data.py" line="308"/>
        <source>historical weather</source>
        <translation>史実の天候</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/defiant_russia/data.py" line="188"/>
        <source>8.2: with the random weather option, the weather for each die roll 1 to 6; a turn not listed keeps its historical weather. The Results Tables panel shows the scenario&apos;s own table.</source>
        <translation>8.2：ランダム天候の選択ルールで、ダイスの目1〜6ごとの天候。ここにないターンは史実の天候のまま。「結果表」パネルにはシナリオ自身の表が表示されます。</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/defiant_russia/data.py" line="188"/>
        <location filename="../../qtwargame/rules/red_vengeance/data.py" line="265"/>
        <source>Random weather</source>
        <translation>ランダム天候</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/defiant_russia/data.py" line="188"/>
        <location filename="../../qtwargame/rules/red_vengeance/data.py" line="309"/>
        <source>random weather</source>
        <translation>ランダム天候</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/defiant_russia/data.py" line="193"/>
        <location filename="../../qtwargame/rules/red_vengeance/data.py" line="316"/>
        <source>exploitation</source>
        <translation>突破</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/defiant_russia/data.py" line="194"/>
        <source>6.5: side -&gt; weather id or &apos;default&apos; -&gt; units per turn.</source>
        <translation>6.5：陣営 → 天候IDまたは &apos;default&apos; → 1ターンのユニット数。</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/defiant_russia/data.py" line="194"/>
        <source>rail capacity</source>
        <translation>鉄道輸送力</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/defiant_russia/data.py" line="196"/>
        <source>5.0, 5.2: side -&gt; weather id or &apos;default&apos; -&gt; hexes to a rail line.</source>
        <translation>5.0、5.2：陣営 → 天候IDまたは &apos;default&apos; → 鉄道線までのヘクス数。</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/defiant_russia/data.py" line="198"/>
        <source>10.13, 10.14: each side&apos;s replacement points by turn (Soviet: before deductions).</source>
        <translation>10.13、10.14：ターンごとの各陣営の補充ポイント（ソ連軍は差し引き前）。</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/defiant_russia/data.py" line="198"/>
        <source>Replacement points</source>
        <translation>補充ポイント</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/defiant_russia/data.py" line="198"/>
        <source>replacement points</source>
        <translation>補充ポイント</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/defiant_russia/data.py" line="202"/>
        <source>10.13, 10.14: the most armor units of each side that receive replacement points, by turn.</source>
        <translation>10.13、10.14：ターンごとに補充ポイントを受けられる各陣営の機甲ユニットの上限。</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/defiant_russia/data.py" line="202"/>
        <source>Armor replacement cap</source>
        <translation>機甲の補充上限</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/defiant_russia/data.py" line="202"/>
        <source>replacement armor cap</source>
        <translation>機甲の補充上限</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/defiant_russia/data.py" line="206"/>
        <source>rp flip cost</source>
        <translation>裏返しの補充コスト</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/defiant_russia/data.py" line="207"/>
        <source>rp return cost</source>
        <translation>復帰の補充コスト</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/defiant_russia/data.py" line="208"/>
        <source>10.14: city ids that cost RP when lost.</source>
        <translation>10.14：失うと補充ポイントが減る都市のID。</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/defiant_russia/data.py" line="208"/>
        <source>soviet rp cities</source>
        <translation>ソ連軍の補充都市</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/defiant_russia/data.py" line="210"/>
        <source>11.7: each side&apos;s air points by turn.</source>
        <translation>11.7：ターンごとの各陣営の航空ポイント。</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/defiant_russia/data.py" line="210"/>
        <source>Air points</source>
        <translation>航空ポイント</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/defiant_russia/data.py" line="210"/>
        <source>air points</source>
        <translation>航空ポイント</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/defiant_russia/data.py" line="212"/>
        <source>air max per attack</source>
        <translation>1回の攻撃の航空ポイント上限</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/defiant_russia/data.py" line="213"/>
        <source>air max per fleet</source>
        <translation>艦隊ごとの航空ポイント上限</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/defiant_russia/data.py" line="214"/>
        <source>air fleet range</source>
        <translation>航空艦隊の範囲</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/defiant_russia/data.py" line="215"/>
        <location filename="../../qtwargame/rules/red_vengeance/data.py" line="254"/>
        <source>casualties</source>
        <translation>損害</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/defiant_russia/data.py" line="216"/>
        <source>13.0: side -&gt; city ids it must hold at once to win at once.</source>
        <translation>13.0：陣営 → 同時に保持すると即座に勝利する都市のID。</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/defiant_russia/data.py" line="216"/>
        <source>auto victory</source>
        <translation>自動勝利</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/defiant_russia/data.py" line="218"/>
        <source>stalin vp</source>
        <translation>スターリンの勝利得点</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/defiant_russia/data.py" line="219"/>
        <source>casualty vp</source>
        <translation>損害の勝利得点</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/defiant_russia/data.py" line="220"/>
        <location filename="../../qtwargame/rules/red_vengeance/data.py" line="339"/>
        <source>cities</source>
        <translation>都市</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/defiant_russia/data.py" line="221"/>
        <source>11.53: Black Sea port city ids.</source>
        <translation>11.53：黒海の港の都市ID。</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/defiant_russia/data.py" line="221"/>
        <source>ports</source>
        <translation>港</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/defiant_russia/data.py" line="222"/>
        <source>9.2: the two strait hexes.</source>
        <translation>9.2：海峡の2ヘクス。</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/defiant_russia/data.py" line="222"/>
        <source>kerch</source>
        <translation>ケルチ</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/defiant_russia/data.py" line="223"/>
        <source>9.23: rail hexes over the sea (rail movement only).</source>
        <translation>9.23：海上の鉄道ヘクス（鉄道移動のみ）。</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/defiant_russia/data.py" line="223"/>
        <source>rail sea hexes</source>
        <translation>海上の鉄道ヘクス</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/defiant_russia/data.py" line="225"/>
        <source>fleet kerch range</source>
        <translation>艦隊のケルチ範囲</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/defiant_russia/data.py" line="226"/>
        <source>finnish south row</source>
        <translation>フィンランド南端の列</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/defiant_russia/data.py" line="227"/>
        <source>Role -&gt; region id: ussr, finland, hungary, romania, black_sea.</source>
        <translation>役割 → 地域ID：ussr、finland、hungary、romania、black_sea。</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/defiant_russia/data.py" line="227"/>
        <location filename="../../qtwargame/rules/red_vengeance/data.py" line="343"/>
        <source>regions</source>
        <translation>地域</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/defiant_russia/data.py" line="229"/>
        <source>5.0: side -&gt; region id of its supply edge.</source>
        <translation>5.0：陣営 → 補給源のマップ端の地域ID。</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/defiant_russia/data.py" line="229"/>
        <location filename="../../qtwargame/rules/red_vengeance/data.py" line="347"/>
        <source>supply edges</source>
        <translation>補給源のマップ端</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/defiant_russia/data.py" line="231"/>
        <source>7.23: side -&gt; region id retreats head for.</source>
        <translation>7.23：陣営 → 退却の向かう地域ID。</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/defiant_russia/data.py" line="231"/>
        <source>retreat edges</source>
        <translation>退却方向のマップ端</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/defiant_russia/data.py" line="233"/>
        <source>10.2: side -&gt; region id of its reinforcement (or overflow) rail hexes.</source>
        <translation>10.2：陣営 → 増援（またはあふれた増援）の鉄道ヘクスの地域ID。</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/defiant_russia/data.py" line="233"/>
        <source>reinforcement edges</source>
        <translation>増援の登場地域</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/defiant_russia/data.py" line="235"/>
        <source>3.1: unit id -&gt; city id it must set up in.</source>
        <translation>3.1：ユニットID → 配置しなければならない都市のID。</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/defiant_russia/data.py" line="235"/>
        <source>setup fixed</source>
        <translation>固定配置</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/defiant_russia/data.py" line="237"/>
        <source>12.2: unit type -&gt; full-strength values.</source>
        <translation>12.2：兵科 → 戦力満載時の値。</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/defiant_russia/data.py" line="237"/>
        <source>no purge</source>
        <translation>粛清なし</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/defiant_russia/data.py" line="240"/>
        <source>12.1: unit id -&gt; arrival turn.</source>
        <translation>12.1：ユニットID → 登場ターン。</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/defiant_russia/data.py" line="240"/>
        <source>early invasion arrivals</source>
        <translation>早期侵攻の登場</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/defiant_russia/data.py" line="242"/>
        <source>guderian, stalin, zhukov -&gt; unit id.</source>
        <translation>guderian、stalin、zhukov → ユニットID。</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/defiant_russia/data.py" line="242"/>
        <location filename="../../qtwargame/rules/red_vengeance/data.py" line="280"/>
        <location filename="../../qtwargame/rules/red_vengeance/data.py" line="318"/>
        <source>leaders</source>
        <translation>指揮官</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/defiant_russia/data.py" line="246"/>
        <source>baltic, black_sea -&gt; unit id.</source>
        <translation>baltic、black_sea → ユニットID。</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/defiant_russia/data.py" line="246"/>
        <source>fleets</source>
        <translation>艦隊</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/defiant_russia/data.py" line="249"/>
        <source>airborne range</source>
        <translation>空挺の範囲</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/defiant_russia/data.py" line="250"/>
        <source>11.3: die 1..6 -&gt; eliminated, reduced or none.</source>
        <translation>11.3：ダイス1〜6 → 除去・減少・なし。</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/defiant_russia/data.py" line="250"/>
        <source>airborne table</source>
        <translation>空挺表</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/defiant_russia/data.py" line="264"/>
        <source>partisans from turn</source>
        <translation>パルチザンの開始ターン</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/defiant_russia/data.py" line="265"/>
        <source>shock turn</source>
        <translation>ショック・ターン</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/defiant_russia/data.py" line="266"/>
        <source>zhukov hexes</source>
        <translation>ジューコフのヘクス数</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/defiant_russia/data.py" line="267"/>
        <source>zhukov exploit hexes</source>
        <translation>ジューコフの突破ヘクス数</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/red_vengeance/data.py" line="31"/>
        <location filename="../../qtwargame/rules/red_vengeance/data.py" line="55"/>
        <source>bulgaria</source>
        <translation>ブルガリア</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/red_vengeance/data.py" line="34"/>
        <location filename="../../qtwargame/rules/red_vengeance/data.py" line="259"/>
        <source>allied eliminated</source>
        <translation>連合軍の除去</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/red_vengeance/data.py" line="35"/>
        <location filename="../../qtwargame/rules/red_vengeance/data.py" line="259"/>
        <source>allied reduced</source>
        <translation>連合軍の減少</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/red_vengeance/data.py" line="36"/>
        <location filename="../../qtwargame/rules/red_vengeance/data.py" line="260"/>
        <source>german eliminated</source>
        <translation>ドイツ軍の除去</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/red_vengeance/data.py" line="37"/>
        <location filename="../../qtwargame/rules/red_vengeance/data.py" line="260"/>
        <source>german reduced</source>
        <translation>ドイツ軍の減少</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/red_vengeance/data.py" line="38"/>
        <location filename="../../qtwargame/rules/red_vengeance/data.py" line="55"/>
        <source>yugoslav crosses</source>
        <translation>ユーゴスラビア（十字）</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/red_vengeance/data.py" line="39"/>
        <location filename="../../qtwargame/rules/red_vengeance/data.py" line="55"/>
        <source>yugoslav stars</source>
        <translation>ユーゴスラビア（星）</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/red_vengeance/data.py" line="40"/>
        <location filename="../../qtwargame/rules/red_vengeance/data.py" line="55"/>
        <source>allied start line</source>
        <translation>連合軍の開始線</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/red_vengeance/data.py" line="41"/>
        <location filename="../../qtwargame/rules/red_vengeance/data.py" line="55"/>
        <source>axis start line</source>
        <translation>枢軸軍の開始線</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/red_vengeance/data.py" line="42"/>
        <location filename="../../qtwargame/rules/red_vengeance/data.py" line="55"/>
        <source>baltic coast</source>
        <translation>バルト海沿岸</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/red_vengeance/data.py" line="43"/>
        <location filename="../../qtwargame/rules/red_vengeance/data.py" line="55"/>
        <source>baltic sea</source>
        <translation>バルト海</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/red_vengeance/data.py" line="44"/>
        <location filename="../../qtwargame/rules/red_vengeance/data.py" line="55"/>
        <source>black sea coast</source>
        <translation>黒海沿岸</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/red_vengeance/data.py" line="46"/>
        <location filename="../../qtwargame/rules/red_vengeance/data.py" line="55"/>
        <source>map edge</source>
        <translation>マップ端</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/red_vengeance/data.py" line="47"/>
        <location filename="../../qtwargame/rules/red_vengeance/data.py" line="55"/>
        <location filename="../../qtwargame/rules/red_vengeance/data.py" line="252"/>
        <source>yugoslavia</source>
        <translation>ユーゴスラビア</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/red_vengeance/data.py" line="51"/>
        <source>light mud</source>
        <translation>小泥濘</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/red_vengeance/data.py" line="58"/>
        <location filename="../../qtwargame/rules/red_vengeance/data.py" line="330"/>
        <location filename="../../qtwargame/rules/red_vengeance/data.py" line="332"/>
        <source>heavy surface</source>
        <translation>重水上艦</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/red_vengeance/data.py" line="90"/>
        <source>MP to enter by movement class; missing or null: may not enter (sea).</source>
        <translation>移動種別ごとの進入コスト。記載なしまたは null：進入不可（海）。</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/red_vengeance/data.py" line="93"/>
        <source>Added once to the defending hex (swamp, forest).</source>
        <translation>防御側のヘクスに1回だけ加算（湿地・森林）。</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/red_vengeance/data.py" line="94"/>
        <source>Armor attacking it is halved (swamp).</source>
        <translation>ここを攻撃する機甲ユニットは半減（湿地）。</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/red_vengeance/data.py" line="94"/>
        <source>armor attacking halved</source>
        <translation>攻撃する機甲の半減</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/red_vengeance/data.py" line="100"/>
        <source>Added to each attacking armor unit.</source>
        <translation>攻撃する各機甲ユニットに加算。</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/red_vengeance/data.py" line="100"/>
        <source>armor attack each</source>
        <translation>機甲ユニットごとの攻撃修正</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/red_vengeance/data.py" line="101"/>
        <source>Added once to the defending hex (major city).</source>
        <translation>防御側のヘクスに1回だけ加算（大都市）。</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/red_vengeance/data.py" line="105"/>
        <source>9.1: extra MP for armor crossing.</source>
        <translation>9.1：機甲が渡るときの追加移動力。</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/red_vengeance/data.py" line="105"/>
        <source>armor cost</source>
        <translation>機甲のコスト</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/red_vengeance/data.py" line="106"/>
        <source>9.1: added to each unit attacking across.</source>
        <translation>9.1：越えて攻撃する各ユニットに加算。</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/red_vengeance/data.py" line="106"/>
        <source>attack each</source>
        <translation>ユニットごとの攻撃修正</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/red_vengeance/data.py" line="110"/>
        <source>9.1: added to each Allied unit attacking it.</source>
        <translation>9.1：ここを攻撃する連合軍の各ユニットに加算。</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/red_vengeance/data.py" line="110"/>
        <source>allied attack each</source>
        <translation>連合軍ユニットごとの攻撃修正</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/red_vengeance/data.py" line="111"/>
        <source>9.1: German defenders hit on this or more.</source>
        <translation>9.1：ドイツ軍の防御ユニットはこの目以上でヒット。</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/red_vengeance/data.py" line="111"/>
        <source>german defender hits on</source>
        <translation>ドイツ軍防御側のヒットの目</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/red_vengeance/data.py" line="117"/>
        <source>axis 1944</source>
        <translation>枢軸軍 1944年</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/red_vengeance/data.py" line="118"/>
        <source>allied 1944</source>
        <translation>連合軍 1944年</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/red_vengeance/data.py" line="119"/>
        <source>allied 1945</source>
        <translation>連合軍 1945年</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/red_vengeance/data.py" line="124"/>
        <source>infantry</source>
        <translation>歩兵</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/red_vengeance/data.py" line="130"/>
        <source>1944</source>
        <translation>1944年</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/red_vengeance/data.py" line="130"/>
        <source>1945</source>
        <translation>1945年</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/red_vengeance/data.py" line="131"/>
        <source>axis per oil field</source>
        <translation>油田ごとの枢軸軍</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/red_vengeance/data.py" line="138"/>
        <source>guards</source>
        <translation>親衛</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/red_vengeance/data.py" line="140"/>
        <source>leader</source>
        <translation>指揮官</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/red_vengeance/data.py" line="147"/>
        <location filename="../../qtwargame/rules/red_vengeance/data.py" line="156"/>
        <source>attack</source>
        <translation>攻撃</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/red_vengeance/data.py" line="148"/>
        <source>defense</source>
        <translation>防御</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/red_vengeance/data.py" line="150"/>
        <source>exploit</source>
        <translation>突破</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/red_vengeance/data.py" line="151"/>
        <source>moves as</source>
        <translation>移動種別</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/red_vengeance/data.py" line="152"/>
        <source>The leader&apos;s counter (unit id).</source>
        <translation>指揮官の駒（ユニットID）。</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/red_vengeance/data.py" line="152"/>
        <location filename="../../qtwargame/rules/red_vengeance/data.py" line="219"/>
        <source>unit</source>
        <translation>ユニット</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/red_vengeance/data.py" line="156"/>
        <source>11.21: attacking from Berlin.</source>
        <translation>11.21：ベルリンから攻撃するとき。</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/red_vengeance/data.py" line="157"/>
        <source>defense berlin</source>
        <translation>ベルリンでの防御</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/red_vengeance/data.py" line="158"/>
        <source>defense berlin with ss</source>
        <translation>SSとともにベルリンで防御</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/red_vengeance/data.py" line="162"/>
        <source>11.23: the leader dies on this or less.</source>
        <translation>11.23：この目以下で指揮官が死亡。</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/red_vengeance/data.py" line="162"/>
        <location filename="../../qtwargame/rules/red_vengeance/data.py" line="179"/>
        <source>dies on or below</source>
        <translation>死亡する目（以下）</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/red_vengeance/data.py" line="163"/>
        <source>11.23: added when the whole stack died.</source>
        <translation>11.23：スタック全体が除去されたときに加算。</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/red_vengeance/data.py" line="163"/>
        <source>whole stack modifier</source>
        <translation>スタック全滅時の修正</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/red_vengeance/data.py" line="169"/>
        <source>allied attack on berlin without hits</source>
        <translation>ヒットなしの連合軍のベルリン攻撃</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/red_vengeance/data.py" line="170"/>
        <source>berlin defenders hit</source>
        <translation>ベルリン防御側のヒット</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/red_vengeance/data.py" line="171"/>
        <source>berlin ringed at allied organization</source>
        <translation>連合軍編成フェイズにベルリン包囲</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/red_vengeance/data.py" line="172"/>
        <source>allied unit in berlin</source>
        <translation>ベルリンの連合軍ユニット</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/red_vengeance/data.py" line="172"/>
        <source>at once</source>
        <translation>即時</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/red_vengeance/data.py" line="179"/>
        <source>11.31: Romania surrenders on this or less.</source>
        <translation>11.31：この目以下でルーマニアが降伏。</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/red_vengeance/data.py" line="180"/>
        <source>modifier per earlier event</source>
        <translation>先行イベントごとの修正</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/red_vengeance/data.py" line="181"/>
        <location filename="../../qtwargame/rules/red_vengeance/data.py" line="348"/>
        <source>events</source>
        <translation>イベント</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/red_vengeance/data.py" line="185"/>
        <source>11.5: the turn of the Allied combat phase.</source>
        <translation>11.5：連合軍戦闘フェイズのターン。</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/red_vengeance/data.py" line="185"/>
        <location filename="../../qtwargame/rules/red_vengeance/data.py" line="193"/>
        <location filename="../../qtwargame/rules/red_vengeance/data.py" line="217"/>
        <location filename="../../qtwargame/rules/red_vengeance/data.py" line="294"/>
        <source>turn</source>
        <translation>ターン</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/red_vengeance/data.py" line="186"/>
        <source>dice per edge hex</source>
        <translation>マップ端ヘクスごとのダイス数</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/red_vengeance/data.py" line="187"/>
        <location filename="../../qtwargame/rules/red_vengeance/data.py" line="204"/>
        <source>hits on</source>
        <translation>ヒットの目</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/red_vengeance/data.py" line="194"/>
        <source>dice per unit</source>
        <translation>ユニットごとのダイス数</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/red_vengeance/data.py" line="195"/>
        <source>step on</source>
        <translation>ステップ損失の目</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/red_vengeance/data.py" line="201"/>
        <source>11.7: hexes from Warsaw.</source>
        <translation>11.7：ワルシャワからのヘクス数。</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/red_vengeance/data.py" line="201"/>
        <source>range</source>
        <translation>範囲</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/red_vengeance/data.py" line="202"/>
        <source>dice if axis in warsaw</source>
        <translation>枢軸軍がワルシャワにいるときのダイス数</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/red_vengeance/data.py" line="203"/>
        <source>dice otherwise</source>
        <translation>それ以外のダイス数</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/red_vengeance/data.py" line="210"/>
        <source>11.9: the turns of the offensive (February, March).</source>
        <translation>11.9：攻勢のターン（2月、3月）。</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/red_vengeance/data.py" line="210"/>
        <source>turns</source>
        <translation>ターン</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/red_vengeance/data.py" line="211"/>
        <source>step loss on</source>
        <translation>ステップ損失の目</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/red_vengeance/data.py" line="217"/>
        <source>10.5: November.</source>
        <translation>10.5：11月。</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/red_vengeance/data.py" line="218"/>
        <source>10.5: February.</source>
        <translation>10.5：2月。</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/red_vengeance/data.py" line="218"/>
        <source>returns turn</source>
        <translation>復帰ターン</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/red_vengeance/data.py" line="219"/>
        <source>The II SS Panzer Corps (unit id).</source>
        <translation>第2SS装甲軍団（ユニットID）。</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/red_vengeance/data.py" line="223"/>
        <source>from turn</source>
        <translation>開始ターン</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/red_vengeance/data.py" line="224"/>
        <source>advance on</source>
        <translation>前進の目</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/red_vengeance/data.py" line="232"/>
        <source>defense dice allied combat</source>
        <translation>連合軍戦闘フェイズの防御ダイス</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/red_vengeance/data.py" line="233"/>
        <source>defense dice exploitation combat</source>
        <translation>突破戦闘フェイズの防御ダイス</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/red_vengeance/data.py" line="234"/>
        <source>attack dice axis combat</source>
        <translation>枢軸軍戦闘フェイズの攻撃ダイス</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/red_vengeance/data.py" line="235"/>
        <source>all</source>
        <translation>沿岸の全ユニット</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/red_vengeance/data.py" line="235"/>
        <source>coastal supply</source>
        <translation>沿岸補給</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/red_vengeance/data.py" line="235"/>
        <source>one</source>
        <translation>1ユニット</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/red_vengeance/data.py" line="236"/>
        <source>Axis units a movement phase that may sail.</source>
        <translation>1回の移動フェイズに海上移動できる枢軸軍ユニット数。</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/red_vengeance/data.py" line="236"/>
        <source>sea moves</source>
        <translation>海上移動</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/red_vengeance/data.py" line="237"/>
        <source>Axis units a port may send by sea in a retreat.</source>
        <translation>退却時に1つの港から海路で送れる枢軸軍ユニット数。</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/red_vengeance/data.py" line="237"/>
        <source>sea retreat units</source>
        <translation>海路退却のユニット数</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/red_vengeance/data.py" line="238"/>
        <source>Faces on which a unit at sea loses a step.</source>
        <translation>海上のユニットがステップを失うダイスの目。</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/red_vengeance/data.py" line="238"/>
        <source>loss on</source>
        <translation>損失の目</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/red_vengeance/data.py" line="239"/>
        <source>soviet marines arrive</source>
        <translation>ソ連海軍歩兵の登場</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/red_vengeance/data.py" line="245"/>
        <source>12.21: +dice to one Allied attack a phase.</source>
        <translation>12.21：1フェイズに連合軍の攻撃1回にダイスを追加。</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/red_vengeance/data.py" line="245"/>
        <source>attack dice</source>
        <translation>攻撃ダイス</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/red_vengeance/data.py" line="246"/>
        <source>allied combat phase</source>
        <translation>連合軍戦闘フェイズ</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/red_vengeance/data.py" line="246"/>
        <source>per</source>
        <translation>ごと</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/red_vengeance/data.py" line="247"/>
        <source>supplied units</source>
        <translation>補給を受けるユニット数</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/red_vengeance/data.py" line="251"/>
        <source>15.1: city ids worth a point each.</source>
        <translation>15.1：1点ずつに数える都市のID。</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/red_vengeance/data.py" line="251"/>
        <source>objectives</source>
        <translation>目標</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/red_vengeance/data.py" line="253"/>
        <source>belgrade and zagreb</source>
        <translation>ベオグラードとザグレブ</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/red_vengeance/data.py" line="255"/>
        <location filename="../../qtwargame/rules/red_vengeance/data.py" line="319"/>
        <source>hitler</source>
        <translation>ヒトラー</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/red_vengeance/data.py" line="262"/>
        <source>14.1</source>
        <translation>14.1</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/red_vengeance/data.py" line="262"/>
        <source>14.2</source>
        <translation>14.2</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/red_vengeance/data.py" line="262"/>
        <source>14.3</source>
        <translation>14.3</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/red_vengeance/data.py" line="262"/>
        <source>14.4</source>
        <translation>14.4</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/red_vengeance/data.py" line="262"/>
        <source>14.5</source>
        <translation>14.5</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/red_vengeance/data.py" line="262"/>
        <source>14.6</source>
        <translation>14.6</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/red_vengeance/data.py" line="262"/>
        <source>14.7</source>
        <translation>14.7</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/red_vengeance/data.py" line="262"/>
        <source>14.8</source>
        <translation>14.8</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/red_vengeance/data.py" line="265"/>
        <source>A bulge in the East</source>
        <translation>東部戦線における「バルジ」</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/red_vengeance/data.py" line="265"/>
        <source>Arctic peace</source>
        <translation>北極圏の平和</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/red_vengeance/data.py" line="265"/>
        <source>Combined arms</source>
        <translation>諸兵連合</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/red_vengeance/data.py" line="265"/>
        <source>Greek garrison</source>
        <translation>ギリシャ守備隊</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/red_vengeance/data.py" line="265"/>
        <source>Last stand</source>
        <translation>最終防衛線</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/red_vengeance/data.py" line="265"/>
        <source>Magyar honour</source>
        <translation>マジャール人の名誉</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/red_vengeance/data.py" line="265"/>
        <source>More trucks</source>
        <translation>トラックの追加</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/red_vengeance/data.py" line="278"/>
        <source>axis scores</source>
        <translation>枢軸軍の得点</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/red_vengeance/data.py" line="279"/>
        <source>allied scores doubled</source>
        <translation>連合軍の得点を2倍</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/red_vengeance/data.py" line="289"/>
        <source>id</source>
        <translation>ID</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/red_vengeance/data.py" line="290"/>
        <source>infantry rp</source>
        <translation>歩兵RP</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/red_vengeance/data.py" line="291"/>
        <source>armor rp</source>
        <translation>機甲RP</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/red_vengeance/data.py" line="292"/>
        <location filename="../../qtwargame/rules/shin_barbarossa/data.py" line="126"/>
        <source>per turn</source>
        <translation>ターンごと</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/red_vengeance/data.py" line="293"/>
        <source>berlin corps</source>
        <translation>ベルリンに置ける軍団数</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/red_vengeance/data.py" line="295"/>
        <source>rebuilt infantry</source>
        <translation>再建する歩兵ユニット数</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/red_vengeance/data.py" line="296"/>
        <source>rebuilt armor</source>
        <translation>再建する機甲ユニット数</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/red_vengeance/data.py" line="297"/>
        <source>dice per stack</source>
        <translation>スタックごとの追加ダイス</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/red_vengeance/data.py" line="301"/>
        <source>year 1945 from turn</source>
        <translation>1945年の開始ターン</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/red_vengeance/data.py" line="303"/>
        <source>city effects</source>
        <translation>都市の効果</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/red_vengeance/data.py" line="304"/>
        <source>river</source>
        <translation>河川</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/red_vengeance/data.py" line="305"/>
        <source>fortress</source>
        <translation>要塞</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/red_vengeance/data.py" line="306"/>
        <source>13.0: terrain -&gt; what it counts as in snow.</source>
        <translation>13.0：地形 → 降雪時に扱う地形。</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/red_vengeance/data.py" line="306"/>
        <source>snow terrain</source>
        <translation>降雪時の地形</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/red_vengeance/data.py" line="308"/>
        <source>13.0: turn -&gt; weather.</source>
        <translation>13.0：ターン → 天候。</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/red_vengeance/data.py" line="309"/>
        <source>14.7: turn -&gt; weather for die 1..6.</source>
        <translation>14.7：ターン → ダイス1〜6の天候。</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/red_vengeance/data.py" line="310"/>
        <source>air table</source>
        <translation>航空表</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/red_vengeance/data.py" line="311"/>
        <source>air max per combat</source>
        <translation>1戦闘の航空ポイント上限</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/red_vengeance/data.py" line="312"/>
        <source>10.2, 10.3: turn -&gt; points of each kind.</source>
        <translation>10.2、10.3：ターン → 種類ごとのポイント。</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/red_vengeance/data.py" line="312"/>
        <source>replacements</source>
        <translation>補充</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/red_vengeance/data.py" line="313"/>
        <source>armor rp per oil field from turn</source>
        <translation>油田ごとの機甲補充ポイントの開始ターン</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/red_vengeance/data.py" line="314"/>
        <source>strategic moves</source>
        <translation>戦略移動</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/red_vengeance/data.py" line="315"/>
        <source>strategic multiplier</source>
        <translation>戦略移動の倍率</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/red_vengeance/data.py" line="317"/>
        <source>6.6: a Soviet infantry unit with this MA is guards.</source>
        <translation>6.6：この移動力のソ連軍歩兵ユニットは親衛。</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/red_vengeance/data.py" line="317"/>
        <source>guards movement</source>
        <translation>親衛の移動力</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/red_vengeance/data.py" line="318"/>
        <source>dietrich</source>
        <translation>ディートリヒ</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/red_vengeance/data.py" line="318"/>
        <source>konev</source>
        <translation>コーニェフ</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/red_vengeance/data.py" line="318"/>
        <location filename="../../qtwargame/rules/red_vengeance/data.py" line="141"/>
        <source>tito</source>
        <translation>チトー</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/red_vengeance/data.py" line="320"/>
        <source>leader death</source>
        <translation>指揮官の死亡</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/red_vengeance/data.py" line="321"/>
        <source>hitler suicide</source>
        <translation>ヒトラーの自殺</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/red_vengeance/data.py" line="322"/>
        <source>romania surrender</source>
        <translation>ルーマニアの降伏</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/red_vengeance/data.py" line="323"/>
        <source>western allies</source>
        <translation>西側連合軍</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/red_vengeance/data.py" line="324"/>
        <source>dresden bombing</source>
        <translation>ドレスデン爆撃</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/red_vengeance/data.py" line="325"/>
        <source>home army</source>
        <translation>国内軍</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/red_vengeance/data.py" line="326"/>
        <source>11.8: city ids.</source>
        <translation>11.8：都市のID。</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/red_vengeance/data.py" line="326"/>
        <source>volkssturm cities</source>
        <translation>国民突撃隊の都市</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/red_vengeance/data.py" line="327"/>
        <source>fuhrer offensive</source>
        <translation>総統の攻勢</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/red_vengeance/data.py" line="328"/>
        <source>withdrawal</source>
        <translation>撤収</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/red_vengeance/data.py" line="329"/>
        <source>fuhrer offensive units</source>
        <translation>総統の攻勢のユニット</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/red_vengeance/data.py" line="330"/>
        <source>baltic track</source>
        <translation>バルト海トラック</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/red_vengeance/data.py" line="330"/>
        <location filename="../../qtwargame/rules/red_vengeance/data.py" line="332"/>
        <source>german lake</source>
        <translation>ドイツ軍の湖</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/red_vengeance/data.py" line="330"/>
        <location filename="../../qtwargame/rules/red_vengeance/data.py" line="332"/>
        <source>light surface</source>
        <translation>軽水上艦</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/red_vengeance/data.py" line="330"/>
        <location filename="../../qtwargame/rules/red_vengeance/data.py" line="332"/>
        <source>soviet subs</source>
        <translation>ソビエト軍の潜水艦</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/red_vengeance/data.py" line="331"/>
        <source>baltic roll</source>
        <translation>バルト海のダイス</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/red_vengeance/data.py" line="332"/>
        <source>baltic boxes</source>
        <translation>バルト海のボックス</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/red_vengeance/data.py" line="335"/>
        <source>casualty points</source>
        <translation>損害ポイント</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/red_vengeance/data.py" line="336"/>
        <location filename="../../qtwargame/rules/red_vengeance/data.py" line="347"/>
        <location filename="../../qtwargame/rules/red_vengeance/data.py" line="130"/>
        <location filename="../../qtwargame/rules/shin_barbarossa/data.py" line="61"/>
        <source>allied</source>
        <translation>連合軍</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/red_vengeance/data.py" line="336"/>
        <source>historical result</source>
        <translation>史実の結果</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/red_vengeance/data.py" line="337"/>
        <source>optional rules</source>
        <translation>選択ルール</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/red_vengeance/data.py" line="339"/>
        <source>Role -&gt; city id on the map.</source>
        <translation>役割 → マップ上の都市ID。</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/red_vengeance/data.py" line="340"/>
        <source>axis arrival cities</source>
        <translation>枢軸軍の登場都市</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/red_vengeance/data.py" line="341"/>
        <source>allied arrival cities</source>
        <translation>連合軍の登場都市</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/red_vengeance/data.py" line="342"/>
        <source>6.5, 10.2: city ids of the oil fields.</source>
        <translation>6.5、10.2：油田の都市ID。</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/red_vengeance/data.py" line="342"/>
        <source>oil fields</source>
        <translation>油田</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/red_vengeance/data.py" line="343"/>
        <source>Role -&gt; region id.</source>
        <translation>役割 → 地域ID。</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/red_vengeance/data.py" line="346"/>
        <source>Regions no unit may enter (neutrals).</source>
        <translation>ユニットが進入できない地域（中立国）。</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/red_vengeance/data.py" line="346"/>
        <source>closed regions</source>
        <translation>進入禁止の地域</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/red_vengeance/data.py" line="348"/>
        <source>11.43, 12.22: unit id -&gt; the event it enters on.</source>
        <translation>11.43、12.22：ユニットID → 登場するイベント。</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/red_vengeance/data.py" line="351"/>
        <source>3.0: unit id -&gt; hex.</source>
        <translation>3.0：ユニットID → ヘクス。</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/red_vengeance/data.py" line="351"/>
        <source>historical setup</source>
        <translation>史実の初期配置</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/shin_barbarossa/data.py" line="33"/>
        <source>soviet first</source>
        <translation>ソ連軍が先攻</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/shin_barbarossa/data.py" line="34"/>
        <source>reinforcement phase</source>
        <translation>増援フェイズ</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/shin_barbarossa/data.py" line="35"/>
        <source>hitler order</source>
        <translation>ヒトラー命令</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/shin_barbarossa/data.py" line="36"/>
        <location filename="../../qtwargame/rules/shin_barbarossa/data.py" line="55"/>
        <source>axis infantry</source>
        <translation>枢軸軍歩兵</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/shin_barbarossa/data.py" line="37"/>
        <location filename="../../qtwargame/rules/shin_barbarossa/data.py" line="55"/>
        <source>axis panzer</source>
        <translation>枢軸軍装甲</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/shin_barbarossa/data.py" line="38"/>
        <location filename="../../qtwargame/rules/shin_barbarossa/data.py" line="61"/>
        <source>german infantry</source>
        <translation>ドイツ軍歩兵</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/shin_barbarossa/data.py" line="40"/>
        <location filename="../../qtwargame/rules/shin_barbarossa/data.py" line="55"/>
        <source>soviet infantry</source>
        <translation>ソ連軍歩兵</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/shin_barbarossa/data.py" line="41"/>
        <location filename="../../qtwargame/rules/shin_barbarossa/data.py" line="55"/>
        <source>soviet tank</source>
        <translation>ソ連軍戦車</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/shin_barbarossa/data.py" line="42"/>
        <location filename="../../qtwargame/rules/shin_barbarossa/data.py" line="57"/>
        <source>combat units</source>
        <translation>戦闘ユニット</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/shin_barbarossa/data.py" line="43"/>
        <location filename="../../qtwargame/rules/shin_barbarossa/data.py" line="57"/>
        <source>extra</source>
        <translation>追加</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/shin_barbarossa/data.py" line="59"/>
        <source>tank</source>
        <translation>戦車</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/shin_barbarossa/data.py" line="61"/>
        <source>panzer</source>
        <translation>装甲</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/shin_barbarossa/data.py" line="80"/>
        <source>Axis panzer</source>
        <translation>枢軸軍装甲</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/shin_barbarossa/data.py" line="81"/>
        <source>Axis infantry</source>
        <translation>枢軸軍歩兵</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/shin_barbarossa/data.py" line="82"/>
        <source>Soviet infantry</source>
        <translation>ソ連軍歩兵</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/shin_barbarossa/data.py" line="83"/>
        <source>Soviet tank</source>
        <translation>ソ連軍戦車</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/shin_barbarossa/data.py" line="84"/>
        <source>shift</source>
        <translation>コラムシフト</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/shin_barbarossa/data.py" line="85"/>
        <source>Soviet defence</source>
        <translation>ソ連軍の防御</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/shin_barbarossa/data.py" line="86"/>
        <source>Soviet attack</source>
        <translation>ソ連軍の攻撃</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/shin_barbarossa/data.py" line="90"/>
        <source>classes</source>
        <translation>移動種別</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/shin_barbarossa/data.py" line="94"/>
        <source>strategic cost</source>
        <translation>戦略移動のコスト</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/shin_barbarossa/data.py" line="95"/>
        <source>strategic grades</source>
        <translation>戦略移動の等級</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/shin_barbarossa/data.py" line="101"/>
        <source>per trigger</source>
        <translation>1回の発生で置く数</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/shin_barbarossa/data.py" line="102"/>
        <source>trigger range</source>
        <translation>発生範囲</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/shin_barbarossa/data.py" line="103"/>
        <source>placement range</source>
        <translation>配置範囲</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/shin_barbarossa/data.py" line="104"/>
        <source>leash</source>
        <translation>行動範囲</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/shin_barbarossa/data.py" line="108"/>
        <source>start vp</source>
        <translation>開始時の勝利得点</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/shin_barbarossa/data.py" line="109"/>
        <source>failed order vp</source>
        <translation>命令失敗の勝利得点</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/shin_barbarossa/data.py" line="110"/>
        <source>loss vp</source>
        <translation>損失の勝利得点</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/shin_barbarossa/data.py" line="113"/>
        <source>bands</source>
        <translation>勝利レベルの区分</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/shin_barbarossa/data.py" line="119"/>
        <source>typhoon range</source>
        <translation>タイフーンの範囲</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/shin_barbarossa/data.py" line="120"/>
        <source>southern</source>
        <translation>南部の都市</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/shin_barbarossa/data.py" line="133"/>
        <source>weather table</source>
        <translation>天候表</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/shin_barbarossa/data.py" line="134"/>
        <source>hitler table</source>
        <translation>ヒトラー命令表</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/shin_barbarossa/data.py" line="135"/>
        <source>terrain effects</source>
        <translation>地形効果</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/shin_barbarossa/data.py" line="138"/>
        <source>axis odds floor</source>
        <translation>枢軸軍の戦力比の下限</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/shin_barbarossa/data.py" line="141"/>
        <source>rail points</source>
        <translation>鉄道ポイント</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/shin_barbarossa/data.py" line="142"/>
        <source>rail cost</source>
        <translation>鉄道のコスト</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/shin_barbarossa/data.py" line="144"/>
        <source>overrun cost</source>
        <translation>蹂躙のコスト</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/shin_barbarossa/data.py" line="146"/>
        <source>air range</source>
        <translation>航空の範囲</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/shin_barbarossa/data.py" line="147"/>
        <source>supply center moves</source>
        <translation>補給集積所の移動</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/shin_barbarossa/data.py" line="149"/>
        <source>soviet depth limit</source>
        <translation>ソ連軍の縦深の上限</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/shin_barbarossa/data.py" line="150"/>
        <source>allied row limit</source>
        <translation>同盟軍の列の上限</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/shin_barbarossa/data.py" line="151"/>
        <source>militia</source>
        <translation>民兵</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/shin_barbarossa/data.py" line="153"/>
        <source>hitler orders</source>
        <translation>ヒトラー命令</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/shin_barbarossa/data.py" line="154"/>
        <source>sea move</source>
        <translation>海上移動</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/shin_barbarossa/data.py" line="155"/>
        <source>kerch strait</source>
        <translation>ケルチ海峡</translation>
    </message>
    <message>
        <source>10.13, 10.14: side -&gt; turn -&gt; RP (Soviet: before deductions).</source>
        <translation type="vanished">10.13、10.14：陣営 → ターン → 補充ポイント（ソ連軍は差し引き前）。</translation>
    </message>
    <message>
        <source>10.13, 10.14: side -&gt; turn -&gt; most armor units that receive RP.</source>
        <translation type="vanished">10.13、10.14：陣営 → ターン → 補充を受けられる機甲ユニットの上限。</translation>
    </message>
    <message>
        <source>11.7: turn -&gt; side -&gt; points.</source>
        <translation type="vanished">11.7：ターン → 陣営 → ポイント。</translation>
    </message>
    <message>
        <source>8.1: turn -&gt; weather id.</source>
        <translation type="vanished">8.1：ターン → 天候ID。</translation>
    </message>
    <message>
        <source>8.2: turn -&gt; weather for die 1..6; turns not listed keep the historical weather.</source>
        <translation type="vanished">8.2：ターン → ダイス1〜6の天候。記載のないターンは史実の天候。</translation>
    </message>
    <message>
        <source>Column shift for the defender&apos;s terrain (-1 = left).</source>
        <translation type="vanished">防御側の地形によるコラムシフト（-1 = 左へ）。</translation>
    </message>
    <message>
        <source>Column shift when every attacker attacks across this hexside feature.</source>
        <translation type="vanished">全攻撃ユニットがこのヘクスサイドを越えて攻撃するときのコラムシフト。</translation>
    </message>
    <message>
        <source>Extra movement points to cross a hexside feature; null: may not cross.</source>
        <translation type="vanished">ヘクスサイドの地形効果を越える追加の移動力。null：越えられない。</translation>
    </message>
    <message>
        <source>Id of the combat results table.</source>
        <translation type="vanished">戦闘結果表のID。</translation>
    </message>
    <message>
        <source>Most units of one side in a hex.</source>
        <translation type="vanished">1ヘクスに置ける同じ陣営のユニットの上限。</translation>
    </message>
    <message>
        <source>Movement points to enter each terrain; null where units may not go.</source>
        <translation type="vanished">各地形に進入する移動力。進入できない地形は null。</translation>
    </message>
    <message>
        <source>Side that plays first each turn.</source>
        <translation type="vanished">各ターンに先に行動する陣営。</translation>
    </message>
    <message>
        <source>Unit type id -&gt; movement class (foot, mountain, armor).</source>
        <translation type="vanished">兵科ID → 移動種別（徒歩・山岳・機甲）。</translation>
    </message>
</context>
<context>
    <name>RulesDataPanel</name>
    <message>
        <location filename="../../qtwargame/editor/panels/rules_data_panel.py" line="281"/>
        <source>Form</source>
        <translation>フォーム</translation>
    </message>
    <message>
        <location filename="../../qtwargame/editor/panels/rules_data_panel.py" line="282"/>
        <source>JSON (expert)</source>
        <translation>JSON(上級者向け)</translation>
    </message>
    <message>
        <location filename="../../qtwargame/editor/panels/rules_data_panel.py" line="283"/>
        <source>Remove</source>
        <translation>削除</translation>
    </message>
    <message>
        <location filename="../../qtwargame/editor/panels/rules_data_panel.py" line="288"/>
        <source>Data of the ruleset &lt;b&gt;{ruleset}&lt;/b&gt;, checked by the ruleset (see the validation panel).</source>
        <translation>ルールセット「&lt;b&gt;{ruleset}&lt;/b&gt;」のデータです。ルールセットが検査します(検証パネルを参照)。</translation>
    </message>
    <message>
        <location filename="../../qtwargame/editor/panels/rules_data_panel.py" line="313"/>
        <source>This ruleset describes no data model: use the JSON view.</source>
        <translation>このルールセットはデータ・モデルを示していません。JSON 表示を使ってください。</translation>
    </message>
    <message>
        <location filename="../../qtwargame/editor/panels/rules_data_panel.py" line="340"/>
        <source>Not read by the {rules} rules, and refused by them (data of other rules?): {keys}. The form has no row for {n:this key|these # keys}.</source>
        <translation>{rules}のルールでは読まれず、受け付けられないデータです(別のルールのデータ?): {keys}。フォームにはこの{n}件の欄がありません。</translation>
    </message>
    <message>
        <location filename="../../qtwargame/editor/panels/rules_data_panel.py" line="345"/>
        <source>Remove {keys} from the rules data (Undo puts {n:the key|the # keys} back)</source>
        <translation>ルールデータから{keys}の{n}件を削除します(元に戻すで戻せます)</translation>
    </message>
</context>
<context>
    <name>RulesetCombo</name>
    <message>
        <location filename="../../qtwargame/editor/panels/scenario_panel.py" line="68"/>
        <source>Unknown rules ({id}): not installed</source>
        <translation>不明なルール（{id}）：インストールされていません</translation>
    </message>
</context>
<context>
    <name>RulesetNote</name>
    <message>
        <location filename="../../qtwargame/editor/panels/ruleset_note.py" line="56"/>
        <source>Tables: the {rules} rules do not read these; the players see them in the Results Tables panel, and the rules play what the Rules Data tab holds. A change here changes only what the players read.</source>
        <translation>表：{rules}のルールはこれらの表を読みません。プレイヤーは結果表パネルでこれらを見ますが、ルールが使うのは「ルールデータ」タブの内容です。ここを変えても、プレイヤーが読む表が変わるだけです。</translation>
    </message>
    <message>
        <location filename="../../qtwargame/editor/panels/ruleset_note.py" line="64"/>
        <source>The {rules} rules play no cards: these cards have no effect in play. Delete them, or choose a ruleset that plays cards.</source>
        <translation>{rules}のルールはカードを使いません。これらのカードはプレイに影響しません。削除するか、カードを使うルールセットを選んでください。</translation>
    </message>
    <message>
        <location filename="../../qtwargame/editor/panels/ruleset_note.py" line="68"/>
        <source>The {rules} rules play no cards: this scenario has none to set. The rulesets that play cards offer them here.</source>
        <translation>{rules}のルールはカードを使いません。このシナリオで設定するカードはありません。カードを使うルールセットでは、ここでカードを設定できます。</translation>
    </message>
    <message>
        <location filename="../../qtwargame/editor/panels/ruleset_note.py" line="72"/>
        <source>{part}: not used by the {rules} rules; what is set here has no effect in play.</source>
        <translation>{part}: {rules} のルールでは使われません。ここでの設定はプレイに影響しません。</translation>
    </message>
    <message>
        <location filename="../../qtwargame/editor/panels/ruleset_note.py" line="82"/>
        <source>Weather</source>
        <translation>天候</translation>
    </message>
    <message>
        <location filename="../../qtwargame/editor/panels/ruleset_note.py" line="83"/>
        <source>Cards</source>
        <translation>カード</translation>
    </message>
    <message>
        <location filename="../../qtwargame/editor/panels/ruleset_note.py" line="84"/>
        <source>Optional rules</source>
        <translation>選択ルール</translation>
    </message>
    <message>
        <location filename="../../qtwargame/editor/panels/ruleset_note.py" line="85"/>
        <source>City tags</source>
        <translation>都市のタグ</translation>
    </message>
    <message>
        <location filename="../../qtwargame/editor/panels/ruleset_note.py" line="86"/>
        <source>Per-turn data</source>
        <translation>ターンごとのデータ</translation>
    </message>
    <message>
        <location filename="../../qtwargame/editor/panels/ruleset_note.py" line="87"/>
        <source>Tables</source>
        <translation>表</translation>
    </message>
    <message>
        <location filename="../../qtwargame/editor/panels/ruleset_note.py" line="88"/>
        <source>Hexside features</source>
        <translation>ヘクスサイドの地形</translation>
    </message>
</context>
<context>
    <name>ScenarioCard</name>
    <message>
        <location filename="../../qtwargame/ui/welcome_dialog.py" line="77"/>
        <source>{rules} · {turns:# turn|# turns} · {sides}</source>
        <translation>{rules} · {turns}ターン · {sides}</translation>
    </message>
    <message>
        <location filename="../../qtwargame/ui/welcome_dialog.py" line="94"/>
        <source>Play</source>
        <translation>プレイ</translation>
    </message>
    <message>
        <location filename="../../qtwargame/ui/welcome_dialog.py" line="100"/>
        <source>Options…</source>
        <translation>オプション…</translation>
    </message>
    <message>
        <location filename="../../qtwargame/ui/welcome_dialog.py" line="101"/>
        <source>Choose optional rules, the dice seed and the players first</source>
        <translation>先に選択ルール、サイコロのシード、プレイヤーを選びます</translation>
    </message>
    <message>
        <location filename="../../qtwargame/ui/welcome_dialog.py" line="104"/>
        <source>How to play</source>
        <translation>遊び方</translation>
    </message>
    <message>
        <location filename="../../qtwargame/ui/welcome_dialog.py" line="113"/>
        <source>from the rulebook</source>
        <translation>ルールブックどおり</translation>
    </message>
    <message>
        <location filename="../../qtwargame/ui/welcome_dialog.py" line="114"/>
        <source>reconstructed</source>
        <translation>再構成</translation>
    </message>
    <message>
        <location filename="../../qtwargame/ui/welcome_dialog.py" line="115"/>
        <source>designed for qtwargame</source>
        <translation>qtwargame 用にデザイン</translation>
    </message>
    <message>
        <location filename="../../qtwargame/ui/welcome_dialog.py" line="116"/>
        <source>Map</source>
        <translation>マップ</translation>
    </message>
    <message>
        <location filename="../../qtwargame/ui/welcome_dialog.py" line="116"/>
        <source>Order of battle</source>
        <translation>戦闘序列</translation>
    </message>
    <message>
        <location filename="../../qtwargame/ui/welcome_dialog.py" line="117"/>
        <source>Reinforcements</source>
        <translation>増援</translation>
    </message>
    <message>
        <location filename="../../qtwargame/ui/welcome_dialog.py" line="117"/>
        <source>Setup</source>
        <translation>初期配置</translation>
    </message>
    <message>
        <location filename="../../qtwargame/ui/welcome_dialog.py" line="118"/>
        <source>Cards</source>
        <translation>カード</translation>
    </message>
    <message>
        <location filename="../../qtwargame/ui/welcome_dialog.py" line="118"/>
        <source>Tables</source>
        <translation>表</translation>
    </message>
    <message>
        <location filename="../../qtwargame/ui/welcome_dialog.py" line="119"/>
        <source>Rules data</source>
        <translation>ルール・データ</translation>
    </message>
    <message>
        <location filename="../../qtwargame/ui/welcome_dialog.py" line="119"/>
        <source>Turns</source>
        <translation>ターン</translation>
    </message>
    <message>
        <location filename="../../qtwargame/ui/welcome_dialog.py" line="132"/>
        <source>Where the data comes from</source>
        <translation>データの出典</translation>
    </message>
    <message>
        <source>{rules} · {turns} turns · {sides}</source>
        <translation type="vanished">{rules} · {turns}ターン · {sides}</translation>
    </message>
</context>
<context>
    <name>ScenarioCheck</name>
    <message>
        <location filename="../../qtwargame/editor/problems.py" line="33"/>
        <source>the ruleset&apos;s checks failed: {error}</source>
        <translation>ルールセットの検査が失敗しました：{error}</translation>
    </message>
    <message>
        <location filename="../../qtwargame/engine/checks.py" line="41"/>
        <location filename="../../qtwargame/engine/checks.py" line="42"/>
        <location filename="../../qtwargame/engine/checks.py" line="43"/>
        <source>must be a whole number</source>
        <translation>整数を指定してください</translation>
    </message>
    <message>
        <location filename="../../qtwargame/engine/checks.py" line="44"/>
        <location filename="../../qtwargame/engine/checks.py" line="45"/>
        <source>must be a number</source>
        <translation>数値を指定してください</translation>
    </message>
    <message>
        <location filename="../../qtwargame/engine/checks.py" line="46"/>
        <source>must be a finite number</source>
        <translation>有限の数値を指定してください</translation>
    </message>
    <message>
        <location filename="../../qtwargame/engine/checks.py" line="47"/>
        <location filename="../../qtwargame/engine/checks.py" line="48"/>
        <source>must be true or false</source>
        <translation>true か false を指定してください</translation>
    </message>
    <message>
        <location filename="../../qtwargame/engine/checks.py" line="49"/>
        <source>must be text</source>
        <translation>文字列を指定してください</translation>
    </message>
    <message>
        <location filename="../../qtwargame/engine/checks.py" line="50"/>
        <location filename="../../qtwargame/engine/checks.py" line="52"/>
        <source>must be a list</source>
        <translation>リスト（配列）を指定してください</translation>
    </message>
    <message>
        <location filename="../../qtwargame/engine/checks.py" line="51"/>
        <location filename="../../qtwargame/engine/checks.py" line="53"/>
        <location filename="../../qtwargame/engine/checks.py" line="104"/>
        <source>must be an object</source>
        <translation>オブジェクトを指定してください</translation>
    </message>
    <message>
        <location filename="../../qtwargame/engine/checks.py" line="54"/>
        <source>missing: this field is required</source>
        <translation>必須の項目がありません</translation>
    </message>
    <message>
        <location filename="../../qtwargame/engine/checks.py" line="55"/>
        <source>not a field here (is its name spelled right?)</source>
        <translation>この項目は書式にありません（項目名の綴りを確認してください）</translation>
    </message>
    <message>
        <location filename="../../qtwargame/engine/checks.py" line="56"/>
        <source>must be null</source>
        <translation>null を指定してください</translation>
    </message>
    <message>
        <location filename="../../qtwargame/engine/checks.py" line="99"/>
        <source>{value} is not a number: write a number here</source>
        <translation>{value}は数値ではありません。ここには数値を書いてください</translation>
    </message>
    <message>
        <location filename="../../qtwargame/engine/checks.py" line="106"/>
        <source>must be at least {limit}</source>
        <translation>{limit}以上を指定してください</translation>
    </message>
    <message>
        <location filename="../../qtwargame/engine/checks.py" line="108"/>
        <source>must be more than {limit}</source>
        <translation>{limit}より大きい値を指定してください</translation>
    </message>
    <message>
        <location filename="../../qtwargame/engine/checks.py" line="110"/>
        <source>must be at most {limit}</source>
        <translation>{limit}以下を指定してください</translation>
    </message>
    <message>
        <location filename="../../qtwargame/engine/checks.py" line="112"/>
        <source>must be less than {limit}</source>
        <translation>{limit}より小さい値を指定してください</translation>
    </message>
    <message>
        <location filename="../../qtwargame/engine/checks.py" line="114"/>
        <source>must be {expected}</source>
        <translation>{expected}のいずれかを指定してください</translation>
    </message>
    <message>
        <location filename="../../qtwargame/engine/checks.py" line="116"/>
        <source>must match the pattern {pattern}</source>
        <translation>形式 {pattern} に合っていません</translation>
    </message>
    <message>
        <location filename="../../qtwargame/engine/checks.py" line="118"/>
        <source>must have at least {n:# item|# items}, not {actual}</source>
        <translation>少なくとも{n}個の要素が必要です（現在{actual}個）</translation>
    </message>
    <message>
        <location filename="../../qtwargame/engine/checks.py" line="124"/>
        <source>must have at most {n:# item|# items}, not {actual}</source>
        <translation>要素は多くとも{n}個までです（現在{actual}個）</translation>
    </message>
    <message>
        <location filename="../../qtwargame/engine/checks.py" line="138"/>
        <source>not valid here: {detail}</source>
        <translation>ここには使えない値です：{detail}</translation>
    </message>
    <message>
        <location filename="../../qtwargame/engine/checks.py" line="157"/>
        <source>step {n}: no {value} given</source>
        <translation>ステップ{n}：{value}が入っていません</translation>
    </message>
    <message>
        <location filename="../../qtwargame/engine/checks.py" line="165"/>
        <source>a cost of {cost} for {mover}: entering a hex costs at least 1 movement point (— where units may not enter)</source>
        <translation>{mover}のコスト{cost}：ヘクスへの進入には最低1移動力かかります（進入できない地形は —）</translation>
    </message>
    <message>
        <location filename="../../qtwargame/engine/checks.py" line="168"/>
        <source>a cost of {cost}: entering a hex costs at least 1 movement point (— where units may not enter)</source>
        <translation>コスト{cost}：ヘクスへの進入には最低1移動力かかります（進入できない地形は —）</translation>
    </message>
    <message>
        <location filename="../../qtwargame/engine/checks.py" line="173"/>
        <source>rows must be the die rolls 1 to 6</source>
        <translation>行はダイスの目1〜6にしてください</translation>
    </message>
    <message>
        <location filename="../../qtwargame/engine/checks.py" line="185"/>
        <source>column {column}, die {die}: no result given ({form})</source>
        <translation>コラム{column}、ダイスの目{die}：結果が入っていません（{form}）</translation>
    </message>
    <message>
        <location filename="../../qtwargame/engine/checks.py" line="187"/>
        <source>column {column}, die {die}: &apos;{result}&apos; is not a result ({form})</source>
        <translation>コラム{column}、ダイスの目{die}：「{result}」は結果ではありません（{form}）</translation>
    </message>
    <message>
        <location filename="../../qtwargame/engine/checks.py" line="191"/>
        <source>column {column}, die {die}: no result given (one of {known})</source>
        <translation>コラム{column}、ダイスの目{die}：結果が入っていません（{known}のいずれか）</translation>
    </message>
    <message>
        <location filename="../../qtwargame/engine/checks.py" line="193"/>
        <source>column {column}, die {die}: &apos;{result}&apos; is not a result (one of {known})</source>
        <translation>コラム{column}、ダイスの目{die}：「{result}」は結果ではありません（{known}のいずれか）</translation>
    </message>
    <message>
        <location filename="../../qtwargame/engine/refs.py" line="109"/>
        <location filename="../../qtwargame/scenario/setup_checks.py" line="60"/>
        <source>side</source>
        <translation>陣営</translation>
    </message>
    <message>
        <location filename="../../qtwargame/engine/refs.py" line="110"/>
        <source>city</source>
        <translation>都市</translation>
    </message>
    <message>
        <location filename="../../qtwargame/engine/refs.py" line="111"/>
        <location filename="../../qtwargame/scenario/setup_checks.py" line="63"/>
        <source>region</source>
        <translation>地域</translation>
    </message>
    <message>
        <location filename="../../qtwargame/engine/refs.py" line="112"/>
        <source>weather</source>
        <translation>天候</translation>
    </message>
    <message>
        <location filename="../../qtwargame/engine/refs.py" line="113"/>
        <source>terrain</source>
        <translation>地形</translation>
    </message>
    <message>
        <location filename="../../qtwargame/engine/refs.py" line="114"/>
        <source>hexside feature</source>
        <translation>ヘクスサイド地形</translation>
    </message>
    <message>
        <location filename="../../qtwargame/engine/refs.py" line="115"/>
        <location filename="../../qtwargame/scenario/setup_checks.py" line="59"/>
        <source>unit</source>
        <translation>ユニット</translation>
    </message>
    <message>
        <location filename="../../qtwargame/engine/refs.py" line="116"/>
        <source>unit type</source>
        <translation>ユニット種別</translation>
    </message>
    <message>
        <location filename="../../qtwargame/engine/refs.py" line="117"/>
        <source>city kind</source>
        <translation>都市の種類</translation>
    </message>
    <message>
        <location filename="../../qtwargame/engine/refs.py" line="118"/>
        <source>table</source>
        <translation>表</translation>
    </message>
    <message>
        <location filename="../../qtwargame/engine/refs.py" line="119"/>
        <source>card</source>
        <translation>カード</translation>
    </message>
    <message>
        <location filename="../../qtwargame/engine/refs.py" line="120"/>
        <location filename="../../qtwargame/scenario/setup_checks.py" line="65"/>
        <source>nationality</source>
        <translation>国籍</translation>
    </message>
    <message>
        <location filename="../../qtwargame/engine/refs.py" line="121"/>
        <location filename="../../qtwargame/scenario/setup_checks.py" line="61"/>
        <source>setup code</source>
        <translation>配置コード</translation>
    </message>
    <message>
        <location filename="../../qtwargame/engine/refs.py" line="122"/>
        <source>hex of the map</source>
        <translation>マップのヘクス</translation>
    </message>
    <message>
        <location filename="../../qtwargame/engine/refs.py" line="163"/>
        <source>no {what} {id} in the scenario</source>
        <translation>シナリオに{what} {id} がありません</translation>
    </message>
    <message>
        <location filename="../../qtwargame/engine/refs.py" line="182"/>
        <location filename="../../qtwargame/scenario/setup_checks.py" line="78"/>
        <source>{kind} &quot;{name}&quot; ({id})</source>
        <translation>{kind}「{name:ja}」({id})</translation>
    </message>
    <message>
        <location filename="../../qtwargame/engine/refs.py" line="183"/>
        <location filename="../../qtwargame/scenario/setup_checks.py" line="79"/>
        <source>{kind} {id}</source>
        <translation>{kind} {id}</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/blitzkrieg_moscow/data.py" line="148"/>
        <source>unknown icon type {type} (one of {known})</source>
        <translation>アイコンの種類{type}は不明です（{known}のいずれか）</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/blitzkrieg_moscow/data.py" line="156"/>
        <source>a {icon} icon takes no {parameter}</source>
        <translation>{icon}アイコンには{parameter}はありません</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/blitzkrieg_moscow/data.py" line="162"/>
        <source>{value} is not one of {known}</source>
        <translation>{value}は{known}のいずれでもありません</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/blitzkrieg_moscow/data.py" line="165"/>
        <source>{value} is not a whole number of 1 or more</source>
        <translation>{value}は1以上の整数ではありません</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/blitzkrieg_moscow/data.py" line="168"/>
        <source>{value} is not true or false</source>
        <translation>{value}は true でも false でもありません</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/blitzkrieg_moscow/data.py" line="186"/>
        <source>no stacking limit for {side}</source>
        <translation>{side}のスタック制限がありません</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/blitzkrieg_moscow/data.py" line="190"/>
        <source>no weather effects for {weather}</source>
        <translation>{weather}の天候の効果がありません</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/blitzkrieg_moscow/data.py" line="202"/>
        <source>no region is of kind {kind}, the rear areas&apos; kind (10.5)</source>
        <translation>後方地域の種類{kind}の地域がひとつもありません（10.5）</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/blitzkrieg_moscow/data.py" line="207"/>
        <source>{region} is a rear area: it needs a side and hexes</source>
        <translation>{region}は後方地域です。陣営とヘクスが必要です</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/blitzkrieg_moscow/data.py" line="214"/>
        <source>{side} has no rear area (a region of kind {kind}): its arrivals and rebuilds have nowhere to go (6.2, 10.5)</source>
        <translation>{side}に後方地域（種類{kind}の地域）がありません。増援と再建ユニットの行き場がありません（6.2、10.5）</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/blitzkrieg_moscow/data.py" line="256"/>
        <source>{region} is a rear area and not in one piece: {hexes} do not join the rest (10.5)</source>
        <translation>{region}は後方地域ですが、ひとつながりではありません。{hexes}が残りとつながっていません（10.5）</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/blitzkrieg_moscow/data.py" line="262"/>
        <source>hex {label} is already in {region}: a hex is in one rear area only (10.5)</source>
        <translation>ヘクス{label}はすでに{region}に入っています。ヘクスが入る後方地域はひとつだけです（10.5）</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/blitzkrieg_moscow/data.py" line="269"/>
        <source>{city} lies in {region}, a rear area the rules treat as one box (10.5)</source>
        <translation>{city}が{region}の中にあります。ルールは後方地域をひとつのボックスとして扱います（10.5）</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/blitzkrieg_moscow/data.py" line="275"/>
        <source>hex {label} is in {region}, a rear area: set the unit up there by its setup code (10.5)</source>
        <translation>ヘクス{label}は{region}（後方地域）の中です。そこへは配置コードで配置してください（10.5）</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/blitzkrieg_moscow/data.py" line="292"/>
        <source>column {column} is not odds n:1, such as 1:1 or 3:1 (11.3.3)</source>
        <translation>コラム{column}は n:1 の戦力比（1:1、3:1など）ではありません（11.3.3）</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/blitzkrieg_moscow/data.py" line="295"/>
        <source>columns must run 1:1, 2:1, 3:1... in order</source>
        <translation>コラムは1:1、2:1、3:1…の順に並べてください</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/blitzkrieg_moscow/data.py" line="310"/>
        <source>a card needs at least one icon</source>
        <translation>カードには少なくともアイコンがひとつ必要です</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/blitzkrieg_moscow/data.py" line="316"/>
        <source>{side} has {n:# card|# cards}; 2.3 gives each side 6</source>
        <translation>{side}のカードが{n}枚です。2.3では各陣営6枚です</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/blitzkrieg_moscow/data.py" line="327"/>
        <source>the turn track must give each side&apos;s card count (2.1.4, 6.1)</source>
        <translation>ターン記録トラックに各陣営のカード枚数が必要です（2.1.4、6.1）</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/blitzkrieg_moscow/data.py" line="334"/>
        <source>no card count for {side}: give a whole number from 0 to 6</source>
        <translation>{side}のカード枚数がありません。0〜6の整数を入れてください</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/blitzkrieg_moscow/data.py" line="337"/>
        <source>card count {value} for {side}: it must be a whole number from 0 to 6</source>
        <translation>{side}のカード枚数{value}：0〜6の整数にしてください</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/blitzkrieg_moscow/data.py" line="353"/>
        <source>{n} steps, where a unit has two sides only, active and worn</source>
        <translation>ステップが{n}個あります。ユニットは活動面と消耗面の2面だけです</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/blitzkrieg_moscow/data.py" line="357"/>
        <source>step 1: no passive defense given (2.2.4)</source>
        <translation>ステップ1：消極防御力が入っていません（2.2.4）</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/blitzkrieg_moscow/data.py" line="361"/>
        <source>step 1: the passive defense {value} is not the worn side&apos;s strength, {strength} (11.3.2)</source>
        <translation>ステップ1：消極防御力{value}が消耗面の戦力{strength}と違います（11.3.2）</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/classic/ruleset.py" line="106"/>
        <source>no movement cost for {terrain}</source>
        <translation>{terrain}の移動コストがありません</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/classic/ruleset.py" line="122"/>
        <source>column {column} is not odds, such as 1:2, 1:1 or 3:1</source>
        <translation>コラム{column}は戦力比（1:2、1:1、3:1など）ではありません</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/classic/ruleset.py" line="126"/>
        <source>rows must be the die rolls 1 to 6 (C7 rolls one die)</source>
        <translation>行はダイスの目1〜6にしてください（C7ではダイスを1個振ります）</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/classic/ruleset.py" line="138"/>
        <source>{unit} arrives on turn {turn} with no place to enter: give it a hex, a region or a setup code (C6)</source>
        <translation>{unit}は第{turn}ターンに到着しますが、登場する場所がありません。ヘクス、地域、配置コードのいずれかを指定してください (C6)</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/defiant_russia/data.py" line="261"/>
        <source>{n:# entry|# entries}, where one for each die face 1 to 6 is needed</source>
        <translation>{n}個の結果があります。ダイスの目1〜6のそれぞれにひとつずつ必要です</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/defiant_russia/ruleset.py" line="125"/>
        <source>the rules data gives no terrain effects for {terrain}</source>
        <translation>ルール・データに{terrain}の地形効果がありません</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/dice_bucket/weather.py" line="16"/>
        <source>turn {turn}: {n:# entry|# entries}, where one for each die face 1 to 6 is needed</source>
        <translation>ターン{turn}：{n}個しかありません。ダイスの目1〜6のそれぞれにひとつずつ必要です</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/limits.py" line="40"/>
        <source>{value} is out of range ({low} to {high})</source>
        <translation>{value}は範囲外です（{low}〜{high}）</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/red_vengeance/data.py" line="76"/>
        <source>die faces must be 1 to 6, not {face}</source>
        <translation>ダイスの目は1〜6です（{face}は使えません）</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/red_vengeance/data.py" line="83"/>
        <source>{key} is not a turn (1 to 11)</source>
        <translation>{key}はターンではありません（1〜11）</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/red_vengeance/ruleset.py" line="179"/>
        <source>no box {box}, which the Baltic track names</source>
        <translation>バルト海トラックにあるボックス{box}がありません</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/red_vengeance/ruleset.py" line="187"/>
        <source>{unit} sets up on hex {label}, which is off the map</source>
        <translation>{unit}の配置ヘクス{label}はマップの外です</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/shin_barbarossa/data.py" line="51"/>
        <source>attacker/defender steps lost, such as 1/2 or 0/R; R: a step or a retreat</source>
        <translation>攻撃側/防御側の損失ステップ数、例えば1/2や0/R。Rは1ステップ損失か退却</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/shin_barbarossa/data.py" line="201"/>
        <source>{value} is not odds, such as 1:2, 1:1 or 3:1</source>
        <translation>{value}は戦力比（1:2、1:1、3:1など）ではありません</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/shin_barbarossa/data.py" line="209"/>
        <source>no row for {terrain} in the terrain effects chart</source>
        <translation>地形効果表に{terrain}の行がありません</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/shin_barbarossa/data.py" line="217"/>
        <source>no weather and air units given (weather:air units, the weather one of {known})</source>
        <translation>天候と航空ユニット数が入っていません（天候:航空ユニット数、天候は{known}のいずれか）</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/shin_barbarossa/data.py" line="220"/>
        <source>{weather} is not a weather of this scenario (one of {known})</source>
        <translation>{weather}はこのシナリオの天候ではありません（{known}のいずれか）</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/shin_barbarossa/data.py" line="222"/>
        <source>{cell} is not weather:air units (the weather one of {known})</source>
        <translation>{cell}は「天候:航空ユニット数」の形ではありません（天候は{known}のいずれか）</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/shin_barbarossa/data.py" line="231"/>
        <source>columns must run 1:4, 1:3, 1:2, 1:1, 2:1 ... 10:1 (10.3.6)</source>
        <translation>コラムは1:4、1:3、1:2、1:1、2:1…10:1にしてください（10.3.6）</translation>
    </message>
    <message>
        <location filename="../../qtwargame/scenario/io.py" line="88"/>
        <source>line {line}, column {column}</source>
        <translation>{line}行{column}列</translation>
    </message>
    <message>
        <location filename="../../qtwargame/scenario/io.py" line="152"/>
        <source>a number of {digits} digits is far too long (at most {most})</source>
        <translation>{digits}桁の数値は長すぎます（最大{most}桁）</translation>
    </message>
    <message>
        <location filename="../../qtwargame/scenario/io.py" line="160"/>
        <source>the number {number} is out of range</source>
        <translation>数値{number}は範囲外です</translation>
    </message>
    <message>
        <location filename="../../qtwargame/scenario/io.py" line="166"/>
        <source>{name} is not allowed in JSON; write a number</source>
        <translation>{name}はJSONでは使えません。数値を書いてください</translation>
    </message>
    <message>
        <location filename="../../qtwargame/scenario/io.py" line="216"/>
        <source>text with an unpaired surrogate (such as \ud800) cannot be saved as UTF-8</source>
        <translation>対になっていないサロゲート（\ud800 など）を含む文字列はUTF-8で保存できません</translation>
    </message>
    <message>
        <location filename="../../qtwargame/scenario/io.py" line="217"/>
        <source>a key with an unpaired surrogate cannot be saved as UTF-8</source>
        <translation>対になっていないサロゲートを含むキーはUTF-8で保存できません</translation>
    </message>
    <message>
        <location filename="../../qtwargame/scenario/io.py" line="221"/>
        <source>nested more than {limit} levels deep</source>
        <translation>入れ子が{limit}段より深くなっています</translation>
    </message>
    <message>
        <location filename="../../qtwargame/scenario/io.py" line="245"/>
        <source>duplicate key {key}</source>
        <translation>キー{key}が重複しています</translation>
    </message>
    <message>
        <location filename="../../qtwargame/scenario/io.py" line="288"/>
        <source>the file is empty: there is no JSON in it</source>
        <translation>ファイルが空です。JSONが書かれていません</translation>
    </message>
    <message>
        <location filename="../../qtwargame/scenario/io.py" line="298"/>
        <source>not valid JSON: {reason}</source>
        <translation>JSONとして正しくありません（{reason}）</translation>
    </message>
    <message>
        <location filename="../../qtwargame/scenario/io.py" line="303"/>
        <source>cannot be read as JSON: {reason}</source>
        <translation>JSONとして読めません（{reason}）</translation>
    </message>
    <message>
        <location filename="../../qtwargame/scenario/io.py" line="325"/>
        <source>a scenario must be a JSON object</source>
        <translation>シナリオはJSONオブジェクトでなければなりません</translation>
    </message>
    <message>
        <location filename="../../qtwargame/scenario/io.py" line="382"/>
        <source>the ruleset {ruleset} is installed but could not be loaded: {error}</source>
        <translation>ルールセット{ruleset}はインストールされていますが、読み込めませんでした: {error}</translation>
    </message>
    <message>
        <location filename="../../qtwargame/scenario/io.py" line="385"/>
        <source>unknown ruleset {ruleset} (known: {known})</source>
        <translation>不明なルールセット{ruleset}です（既知のもの: {known}）</translation>
    </message>
    <message>
        <location filename="../../qtwargame/scenario/io.py" line="392"/>
        <source>{internal}: the {ruleset} rules could not check this scenario ({error})</source>
        <translation>{internal}: {ruleset}ルールがこのシナリオを検査できませんでした（{error}）</translation>
    </message>
    <message>
        <location filename="../../qtwargame/scenario/io.py" line="406"/>
        <source>not a regular file (a folder, a device or a pipe cannot be read)</source>
        <translation>通常のファイルではありません（フォルダ、デバイス、パイプは読めません）</translation>
    </message>
    <message>
        <location filename="../../qtwargame/scenario/io.py" line="409"/>
        <source>{size} bytes is larger than the {limit} bytes a file may have</source>
        <translation>{size}バイトは、ファイルの上限{limit}バイトを超えています</translation>
    </message>
    <message>
        <location filename="../../qtwargame/scenario/io.py" line="416"/>
        <source>cannot read: {reason}</source>
        <translation>読めません（{reason}）</translation>
    </message>
    <message>
        <location filename="../../qtwargame/scenario/io.py" line="419"/>
        <source>larger than the {limit} bytes a file may have</source>
        <translation>ファイルの上限{limit}バイトを超えています</translation>
    </message>
    <message>
        <location filename="../../qtwargame/scenario/io.py" line="427"/>
        <source>not UTF-8 text (byte {offset}: {value})</source>
        <translation>UTF-8のテキストではありません（{offset}バイト目：{value}）</translation>
    </message>
    <message>
        <location filename="../../qtwargame/scenario/migrations.py" line="46"/>
        <source>a version 1 hex entry needs &apos;hex&apos; and &apos;terrain&apos;</source>
        <translation>バージョン1のヘクス項目には&apos;hex&apos;と&apos;terrain&apos;が必要です</translation>
    </message>
    <message>
        <location filename="../../qtwargame/scenario/migrations.py" line="60"/>
        <source>{value} is not a number: write the format version as a whole number</source>
        <translation>{value}は数値ではありません。形式のバージョンは整数で書いてください</translation>
    </message>
    <message>
        <location filename="../../qtwargame/scenario/migrations.py" line="64"/>
        <source>missing or not an integer</source>
        <translation>指定がないか、整数ではありません</translation>
    </message>
    <message>
        <location filename="../../qtwargame/scenario/migrations.py" line="66"/>
        <source>version {version} is newer than this program reads ({newest})</source>
        <translation>バージョン{version}は、このプログラムが読める版（{newest}）より新しいものです</translation>
    </message>
    <message>
        <location filename="../../qtwargame/scenario/migrations.py" line="72"/>
        <source>no migration from version {version}</source>
        <translation>バージョン{version}からの変換はありません</translation>
    </message>
    <message>
        <location filename="../../qtwargame/scenario/setup_checks.py" line="62"/>
        <source>setup area</source>
        <translation>配置地域</translation>
    </message>
    <message>
        <location filename="../../qtwargame/scenario/setup_checks.py" line="64"/>
        <source>map edge</source>
        <translation>マップ端</translation>
    </message>
    <message>
        <location filename="../../qtwargame/scenario/setup_checks.py" line="66"/>
        <source>water terrain</source>
        <translation>水域の地形</translation>
    </message>
    <message>
        <location filename="../../qtwargame/scenario/setup_checks.py" line="105"/>
        <source>no side</source>
        <translation>陣営なし</translation>
    </message>
    <message>
        <location filename="../../qtwargame/scenario/setup_checks.py" line="119"/>
        <source>{code} is for {side} but its {region} belongs to {owner}</source>
        <translation>{code}は{side}のものですが、その{region}は{owner}のものです</translation>
    </message>
    <message>
        <location filename="../../qtwargame/scenario/setup_checks.py" line="125"/>
        <source>{code} uses {region}, which has no hexes</source>
        <translation>{code}が使う{region}にはヘクスがありません</translation>
    </message>
    <message>
        <location filename="../../qtwargame/scenario/setup_checks.py" line="129"/>
        <source>{code} has no land hex</source>
        <translation>{code}には陸のヘクスがありません</translation>
    </message>
    <message>
        <location filename="../../qtwargame/scenario/setup_checks.py" line="135"/>
        <source>{edge} does not say whose edge it is</source>
        <translation>{edge}がどの陣営の端か指定されていません</translation>
    </message>
    <message>
        <location filename="../../qtwargame/scenario/setup_checks.py" line="143"/>
        <source>hex {hex} is controlled by both {one} and {other} at the start</source>
        <translation>ヘクス{hex}は開始時に{one}と{other}の両方の支配になっています</translation>
    </message>
    <message>
        <location filename="../../qtwargame/scenario/setup_checks.py" line="150"/>
        <source>optional rule &quot;{name}&quot; ({id}) defaults to {default}, which is not one of its choices ({choices})</source>
        <translation>選択ルール「{name:ja}」({id})の既定値{default}は選択肢（{choices}）にありません</translation>
    </message>
    <message>
        <location filename="../../qtwargame/scenario/setup_checks.py" line="155"/>
        <source>optional rule &quot;{name}&quot; ({id}) names {names:# choice|# choices} but offers {choices:# choice|# choices}: give one name to each choice, in the same order</source>
        <translation>選択ルール「{name:ja}」（{id}）は選択肢を{choices}個持ちますが、名前は{names}個です：各選択肢に同じ順で名前を一つずつ付けてください</translation>
    </message>
    <message>
        <location filename="../../qtwargame/scenario/setup_checks.py" line="170"/>
        <source>{unit} is on {side} but its {nationality} belongs to {owner}</source>
        <translation>{unit}は{side}に属していますが、その{nationality}は{owner}のものです</translation>
    </message>
    <message>
        <location filename="../../qtwargame/scenario/setup_checks.py" line="175"/>
        <source>{unit} has neither a setup nor an arrival: it would never enter the game</source>
        <translation>{unit}には初期配置も登場ターンもありません。ゲームに登場しません</translation>
    </message>
    <message>
        <location filename="../../qtwargame/scenario/setup_checks.py" line="183"/>
        <location filename="../../qtwargame/scenario/setup_checks.py" line="191"/>
        <source>{unit} is on {side} but sets up in {area} of {owner}</source>
        <translation>{unit}は{side}に属していますが、{owner}の{area}に配置されます</translation>
    </message>
    <message>
        <location filename="../../qtwargame/scenario/setup_checks.py" line="196"/>
        <source>{unit} sets up in {region}, which has no hexes</source>
        <translation>{unit}の配置先{region}にはヘクスがありません</translation>
    </message>
    <message>
        <location filename="../../qtwargame/scenario/setup_checks.py" line="201"/>
        <source>{unit} sets up in {region}, which has no land hex</source>
        <translation>{unit}の配置先{region}には陸のヘクスがありません</translation>
    </message>
    <message>
        <location filename="../../qtwargame/scenario/setup_checks.py" line="206"/>
        <source>{unit} of {side} is fixed at hex {hex}, which lies in {area}, where {enemy} sets up</source>
        <translation>{side}の{unit}はヘクス{hex}に固定されていますが、そこは{enemy}が配置する{area}の中です</translation>
    </message>
    <message>
        <location filename="../../qtwargame/scenario/setup_checks.py" line="214"/>
        <source>{unit} sets up in hex {hex}, which is {terrain}</source>
        <translation>{unit}はヘクス{hex}に配置されますが、そこは{terrain}です</translation>
    </message>
    <message>
        <location filename="../../qtwargame/scenario/setup_checks.py" line="223"/>
        <location filename="../../qtwargame/scenario/setup_checks.py" line="234"/>
        <source>{unit} arrives in {area} of {owner}</source>
        <translation>{unit}は{owner}の{area}に登場します</translation>
    </message>
    <message>
        <location filename="../../qtwargame/scenario/setup_checks.py" line="230"/>
        <source>{unit} arrives in {region}, which has no hexes</source>
        <translation>{unit}の登場先{region}にはヘクスがありません</translation>
    </message>
    <message>
        <location filename="../../qtwargame/scenario/setup_checks.py" line="245"/>
        <source>{unit} arrives at {where}, which is no setup code, region or hex of the map</source>
        <translation>{unit}の登場先{where}は配置コードでも地域でもマップのヘクスでもありません</translation>
    </message>
    <message>
        <location filename="../../qtwargame/scenario/setup_checks.py" line="249"/>
        <source>{unit} arrives in hex {hex}, which is water</source>
        <translation>{unit}はヘクス{hex}に登場しますが、そこは水域です</translation>
    </message>
    <message>
        <location filename="../../qtwargame/scenario/setup_checks.py" line="268"/>
        <source>{area}, {region}</source>
        <translation>{area}、{region}</translation>
    </message>
    <message>
        <location filename="../../qtwargame/scenario/setup_checks.py" line="297"/>
        <source>the game cannot start from this set-up: {error}</source>
        <translation>この初期配置ではゲームを開始できません: {error}</translation>
    </message>
    <message>
        <location filename="../../qtwargame/scenario/setup_checks.py" line="311"/>
        <source>hex {hex} holds units of both sides at the start: {units}</source>
        <translation>ヘクス{hex}には開始時に両陣営のユニットがいます: {units}</translation>
    </message>
    <message>
        <location filename="../../qtwargame/scenario/setup_checks.py" line="324"/>
        <source>at the start: {problem}</source>
        <translation>開始時: {problem}</translation>
    </message>
    <message>
        <location filename="../../qtwargame/scenario/validate.py" line="26"/>
        <source>side id</source>
        <translation>陣営ID</translation>
    </message>
    <message>
        <location filename="../../qtwargame/scenario/validate.py" line="27"/>
        <source>nationality id</source>
        <translation>国籍ID</translation>
    </message>
    <message>
        <location filename="../../qtwargame/scenario/validate.py" line="28"/>
        <source>terrain id</source>
        <translation>地形ID</translation>
    </message>
    <message>
        <location filename="../../qtwargame/scenario/validate.py" line="29"/>
        <source>hexside feature id</source>
        <translation>ヘクスサイド地形ID</translation>
    </message>
    <message>
        <location filename="../../qtwargame/scenario/validate.py" line="30"/>
        <source>city kind id</source>
        <translation>都市の種類のID</translation>
    </message>
    <message>
        <location filename="../../qtwargame/scenario/validate.py" line="31"/>
        <source>weather id</source>
        <translation>天候ID</translation>
    </message>
    <message>
        <location filename="../../qtwargame/scenario/validate.py" line="32"/>
        <source>city id</source>
        <translation>都市ID</translation>
    </message>
    <message>
        <location filename="../../qtwargame/scenario/validate.py" line="33"/>
        <source>region id</source>
        <translation>地域ID</translation>
    </message>
    <message>
        <location filename="../../qtwargame/scenario/validate.py" line="34"/>
        <source>unit type id</source>
        <translation>ユニット種別ID</translation>
    </message>
    <message>
        <location filename="../../qtwargame/scenario/validate.py" line="35"/>
        <source>unit id</source>
        <translation>ユニットID</translation>
    </message>
    <message>
        <location filename="../../qtwargame/scenario/validate.py" line="36"/>
        <source>code</source>
        <translation>配置コード</translation>
    </message>
    <message>
        <location filename="../../qtwargame/scenario/validate.py" line="37"/>
        <source>table id</source>
        <translation>表ID</translation>
    </message>
    <message>
        <location filename="../../qtwargame/scenario/validate.py" line="38"/>
        <source>card id</source>
        <translation>カードID</translation>
    </message>
    <message>
        <location filename="../../qtwargame/scenario/validate.py" line="39"/>
        <source>option id</source>
        <translation>選択ルールID</translation>
    </message>
    <message>
        <location filename="../../qtwargame/scenario/validate.py" line="43"/>
        <source>warning</source>
        <translation>警告</translation>
    </message>
    <message>
        <location filename="../../qtwargame/scenario/validate.py" line="48"/>
        <source>{file}: INVALID, {n} problem(s)</source>
        <translation>{file}: 不正(問題{n}件)</translation>
    </message>
    <message>
        <location filename="../../qtwargame/scenario/validate.py" line="53"/>
        <source>{file}: valid ({id}, ruleset {ruleset}, {hexes} hexes, {units} units)</source>
        <translation>{file}: 正常({id}、ルールセット {ruleset}、{hexes}ヘクス、{units}ユニット)</translation>
    </message>
    <message>
        <location filename="../../qtwargame/scenario/validate.py" line="79"/>
        <source>id</source>
        <translation>ID</translation>
    </message>
    <message>
        <location filename="../../qtwargame/scenario/validate.py" line="80"/>
        <location filename="../../qtwargame/scenario/validate.py" line="90"/>
        <source>duplicate {what} {id}</source>
        <translation>{what}が重複しています: {id}</translation>
    </message>
    <message>
        <location filename="../../qtwargame/scenario/validate.py" line="210"/>
        <source>{label} is not a hex number of {n} digits (digits 0-9 only, no spaces)</source>
        <translation>{label}は{n}桁のヘクス番号ではありません（数字 0〜9 のみ、空白なし）</translation>
    </message>
    <message>
        <location filename="../../qtwargame/scenario/validate.py" line="222"/>
        <source>unknown terrain {id}</source>
        <translation>地形 {id} は定義されていません</translation>
    </message>
    <message>
        <location filename="../../qtwargame/scenario/validate.py" line="234"/>
        <source>hex {label} is off the map</source>
        <translation>ヘクス{label}はマップの外です</translation>
    </message>
    <message>
        <location filename="../../qtwargame/scenario/validate.py" line="243"/>
        <source>hexes {a} and {b} are not adjacent</source>
        <translation>ヘクス{a}と{b}は隣接していません</translation>
    </message>
    <message>
        <location filename="../../qtwargame/scenario/validate.py" line="247"/>
        <source>unknown feature {id}</source>
        <translation>ヘクスサイド地形 {id} は定義されていません</translation>
    </message>
    <message>
        <location filename="../../qtwargame/scenario/validate.py" line="251"/>
        <source>unknown city kind {id}</source>
        <translation>都市の種類 {id} は定義されていません</translation>
    </message>
    <message>
        <location filename="../../qtwargame/scenario/validate.py" line="258"/>
        <source>hex {label} does not adjoin the hex before it</source>
        <translation>ヘクス{label}は一つ前のヘクスに隣接していません</translation>
    </message>
    <message>
        <location filename="../../qtwargame/scenario/validate.py" line="262"/>
        <location filename="../../qtwargame/scenario/validate.py" line="268"/>
        <location filename="../../qtwargame/scenario/validate.py" line="274"/>
        <location filename="../../qtwargame/scenario/validate.py" line="277"/>
        <location filename="../../qtwargame/scenario/validate.py" line="289"/>
        <location filename="../../qtwargame/scenario/validate.py" line="319"/>
        <source>unknown side {id}</source>
        <translation>陣営 {id} は定義されていません</translation>
    </message>
    <message>
        <location filename="../../qtwargame/scenario/validate.py" line="280"/>
        <source>setup code {code} has no region or hexes</source>
        <translation>配置コード{code}には地域もヘクスもありません</translation>
    </message>
    <message>
        <location filename="../../qtwargame/scenario/validate.py" line="283"/>
        <location filename="../../qtwargame/scenario/validate.py" line="307"/>
        <source>unknown region {id}</source>
        <translation>地域 {id} は定義されていません</translation>
    </message>
    <message>
        <location filename="../../qtwargame/scenario/validate.py" line="292"/>
        <source>unknown nationality {id}</source>
        <translation>国籍 {id} は定義されていません</translation>
    </message>
    <message>
        <location filename="../../qtwargame/scenario/validate.py" line="294"/>
        <source>unknown unit type {id}</source>
        <translation>ユニット種別 {id} は定義されていません</translation>
    </message>
    <message>
        <location filename="../../qtwargame/scenario/validate.py" line="298"/>
        <source>give exactly one of code, hex or region</source>
        <translation>コード、ヘクス、地域のうち一つだけを指定してください</translation>
    </message>
    <message>
        <location filename="../../qtwargame/scenario/validate.py" line="301"/>
        <source>setup code {code} is not defined in $.setup_codes</source>
        <translation>配置コード{code}は $.setup_codes に定義されていません</translation>
    </message>
    <message>
        <location filename="../../qtwargame/scenario/validate.py" line="310"/>
        <source>turn {turn} is after the last turn</source>
        <translation>ターン{turn}は最終ターンより後です</translation>
    </message>
    <message>
        <location filename="../../qtwargame/scenario/validate.py" line="313"/>
        <source>turns must be numbered 1, 2, 3... in order</source>
        <translation>ターンは 1, 2, 3… の順に番号を付けてください</translation>
    </message>
    <message>
        <location filename="../../qtwargame/scenario/validate.py" line="316"/>
        <source>unknown weather {id}</source>
        <translation>天候 {id} は定義されていません</translation>
    </message>
    <message>
        <location filename="../../qtwargame/scenario/validate.py" line="322"/>
        <source>column key</source>
        <translation>列のキー</translation>
    </message>
    <message>
        <location filename="../../qtwargame/scenario/validate.py" line="326"/>
        <source>{results} results for {columns} columns</source>
        <translation>列が{columns}個なのに結果が{results}個あります</translation>
    </message>
    <message>
        <location filename="../../qtwargame/scenario/validate.py" line="332"/>
        <source>labels a key that is not a row, a column or a result of this table</source>
        <translation>この表の行・列・結果のどれでもないキーに名前を付けています</translation>
    </message>
    <message>
        <location filename="../../qtwargame/scenario/validate.py" line="334"/>
        <source>choice</source>
        <translation>選択肢</translation>
    </message>
    <message>
        <location filename="../../qtwargame/scenario/validate.py" line="337"/>
        <source>an option without choices is on or off: true or false</source>
        <translation>選択肢のない選択ルールはオンかオフです: true か false を指定してください</translation>
    </message>
    <message>
        <location filename="../../qtwargame/scenario/validate.py" line="366"/>
        <source>{unit}: the {ruleset} rules read no flag {flag}</source>
        <translation>{unit}：{ruleset}のルールはフラグ{flag}を読みません</translation>
    </message>
    <message>
        <location filename="../../qtwargame/scenario/validate.py" line="368"/>
        <source>{unit}: the {ruleset} rules read no flag {flag}; did you mean {known}?</source>
        <translation>{unit}：{ruleset}のルールはフラグ{flag}を読みません。{known}のことですか？</translation>
    </message>
    <message>
        <location filename="../../qtwargame/scenario/validate.py" line="378"/>
        <source>{region}: the {ruleset} rules read no region kind {kind}</source>
        <translation>{region}：{ruleset}のルールは地域の種類{kind}を読みません</translation>
    </message>
    <message>
        <location filename="../../qtwargame/scenario/validate.py" line="380"/>
        <source>{region}: the {ruleset} rules read no region kind {kind}; did you mean {known}?</source>
        <translation>{region}：{ruleset}のルールは地域の種類{kind}を読みません。{known}のことですか？</translation>
    </message>
    <message>
        <location filename="../../qtwargame/scenario/validate.py" line="407"/>
        <source>text with an unpaired surrogate (such as \ud800) cannot be saved</source>
        <translation>対になっていないサロゲート（\ud800 など）を含む文字列は保存できません</translation>
    </message>
    <message>
        <location filename="../../qtwargame/scenario/validate.py" line="412"/>
        <source>the key {key} holds an unpaired surrogate and cannot be saved</source>
        <translation>キー{key}は対になっていないサロゲートを含むため保存できません</translation>
    </message>
    <message>
        <source>Extra inputs are not permitted</source>
        <translation type="vanished">この項目は書式にありません</translation>
    </message>
    <message>
        <source>Field required</source>
        <translation type="vanished">必須の項目がありません</translation>
    </message>
    <message>
        <source>Input should be None</source>
        <translation type="vanished">null を指定してください</translation>
    </message>
    <message>
        <source>Input should be a finite number</source>
        <translation type="vanished">有限の数値を指定してください</translation>
    </message>
    <message>
        <source>Input should be a valid boolean</source>
        <translation type="vanished">true か false を指定してください</translation>
    </message>
    <message>
        <source>Input should be a valid dictionary</source>
        <translation type="vanished">オブジェクトを指定してください</translation>
    </message>
    <message>
        <source>Input should be a valid dictionary or instance of {model}</source>
        <translation type="vanished">{model}のオブジェクトを指定してください</translation>
    </message>
    <message>
        <source>Input should be a valid dictionary or object to extract fields from</source>
        <translation type="vanished">項目を読み取れるオブジェクトを指定してください</translation>
    </message>
    <message>
        <source>Input should be a valid integer</source>
        <translation type="vanished">整数を指定してください</translation>
    </message>
    <message>
        <source>Input should be a valid list</source>
        <translation type="vanished">リスト（配列）を指定してください</translation>
    </message>
    <message>
        <source>Input should be a valid number</source>
        <translation type="vanished">数値を指定してください</translation>
    </message>
    <message>
        <source>Input should be a valid string</source>
        <translation type="vanished">文字列を指定してください</translation>
    </message>
    <message>
        <source>Input should be a valid tuple</source>
        <translation type="vanished">組（配列）を指定してください</translation>
    </message>
    <message>
        <source>Input should be greater than or equal to {limit}</source>
        <translation type="vanished">{limit}以上を指定してください</translation>
    </message>
    <message>
        <source>Input should be greater than {limit}</source>
        <translation type="vanished">{limit}より大きい値を指定してください</translation>
    </message>
    <message>
        <source>Input should be less than or equal to {limit}</source>
        <translation type="vanished">{limit}以下を指定してください</translation>
    </message>
    <message>
        <source>Input should be less than {limit}</source>
        <translation type="vanished">{limit}より小さい値を指定してください</translation>
    </message>
    <message>
        <source>Input should be {expected}</source>
        <translation type="vanished">{expected}のいずれかを指定してください</translation>
    </message>
    <message>
        <source>String should match pattern {pattern}</source>
        <translation type="vanished">文字列が形式 {pattern} に合っていません</translation>
    </message>
    <message>
        <source>region {region}: the {ruleset} rules read no region kind {kind}</source>
        <translation type="vanished">地域 {region}: {ruleset}のルールは地域の種類 {kind} を読みません。</translation>
    </message>
    <message>
        <source>region {region}: the {ruleset} rules read no region kind {kind}; did you mean {known}?</source>
        <translation type="vanished">地域 {region}: {ruleset}のルールは地域の種類 {kind} を読みません。{known} のことですか？</translation>
    </message>
    <message>
        <source>unit {unit}: the {ruleset} rules read no flag {flag}</source>
        <translation type="vanished">ユニット {unit}: {ruleset}のルールはフラグ {flag} を読みません。</translation>
    </message>
    <message>
        <source>unit {unit}: the {ruleset} rules read no flag {flag}; did you mean {known}?</source>
        <translation type="vanished">ユニット {unit}: {ruleset}のルールはフラグ {flag} を読みません。{known} のことですか？</translation>
    </message>
    <message>
        <source>{kind} should have at least {n:# item|# items} after validation, not {actual}</source>
        <translation type="vanished">{kind}には少なくとも{n}個の要素が必要です（現在{actual}個）</translation>
    </message>
    <message>
        <source>{kind} should have at most {n:# item|# items} after validation, not {actual}</source>
        <translation type="vanished">{kind}の要素は多くとも{n}個までです（現在{actual}個）</translation>
    </message>
</context>
<context>
    <name>ScenarioPanel</name>
    <message>
        <location filename="../../qtwargame/editor/panels/scenario_panel.py" line="166"/>
        <source>Provenance of each part</source>
        <translation>各部分の出典</translation>
    </message>
    <message>
        <location filename="../../qtwargame/editor/panels/scenario_panel.py" line="167"/>
        <source>Kind</source>
        <translation>種類</translation>
    </message>
    <message>
        <location filename="../../qtwargame/editor/panels/scenario_panel.py" line="167"/>
        <source>Source note</source>
        <translation>出典メモ</translation>
    </message>
    <message>
        <location filename="../../qtwargame/editor/panels/scenario_panel.py" line="168"/>
        <source>Source note (Japanese)</source>
        <translation>出典メモ(日本語)</translation>
    </message>
    <message>
        <location filename="../../qtwargame/editor/panels/scenario_panel.py" line="171"/>
        <source>Optional rules offered at the start</source>
        <translation>開始時に選べる選択ルール</translation>
    </message>
    <message>
        <location filename="../../qtwargame/editor/panels/scenario_panel.py" line="172"/>
        <source>Add the ruleset&apos;s optional rules</source>
        <translation>ルールセットの選択ルールを追加</translation>
    </message>
    <message>
        <location filename="../../qtwargame/editor/panels/scenario_panel.py" line="180"/>
        <source>Reconstructed</source>
        <translation>再構成</translation>
    </message>
    <message>
        <location filename="../../qtwargame/editor/panels/scenario_panel.py" line="180"/>
        <source>Rulebook</source>
        <translation>ルールブック</translation>
    </message>
    <message>
        <location filename="../../qtwargame/editor/panels/scenario_panel.py" line="181"/>
        <source>Designer</source>
        <translation>デザイナー作成</translation>
    </message>
    <message>
        <location filename="../../qtwargame/editor/panels/scenario_panel.py" line="185"/>
        <source>Map</source>
        <translation>地図</translation>
    </message>
    <message>
        <location filename="../../qtwargame/editor/panels/scenario_panel.py" line="185"/>
        <source>Order of battle</source>
        <translation>戦力表</translation>
    </message>
    <message>
        <location filename="../../qtwargame/editor/panels/scenario_panel.py" line="186"/>
        <source>Reinforcements</source>
        <translation>増援</translation>
    </message>
    <message>
        <location filename="../../qtwargame/editor/panels/scenario_panel.py" line="186"/>
        <source>Setup</source>
        <translation>初期配置</translation>
    </message>
    <message>
        <location filename="../../qtwargame/editor/panels/scenario_panel.py" line="187"/>
        <source>Cards</source>
        <translation>カード</translation>
    </message>
    <message>
        <location filename="../../qtwargame/editor/panels/scenario_panel.py" line="187"/>
        <source>Tables</source>
        <translation>表</translation>
    </message>
    <message>
        <location filename="../../qtwargame/editor/panels/scenario_panel.py" line="237"/>
        <source>A scenario ID is lower-case letters, digits and _: {text!r} is not one</source>
        <translation>シナリオの ID は小文字の英字・数字と _ で作ります。{text!r} は ID になりません</translation>
    </message>
    <message>
        <source>Description (English)</source>
        <translation type="vanished">説明(英語)</translation>
    </message>
    <message>
        <source>Description (Japanese)</source>
        <translation type="vanished">説明(日本語)</translation>
    </message>
    <message>
        <source>Id</source>
        <translation type="vanished">ID</translation>
    </message>
    <message>
        <source>Ruleset</source>
        <translation type="vanished">ルールセット</translation>
    </message>
    <message>
        <source>Title (English)</source>
        <translation type="vanished">タイトル(英語)</translation>
    </message>
    <message>
        <source>Title (Japanese)</source>
        <translation type="vanished">タイトル(日本語)</translation>
    </message>
    <message>
        <source>designer</source>
        <translation type="vanished">デザイナー作成</translation>
    </message>
    <message>
        <source>reconstructed</source>
        <translation type="vanished">再構成</translation>
    </message>
    <message>
        <source>rulebook</source>
        <translation type="vanished">ルールブック</translation>
    </message>
</context>
<context>
    <name>SelectTool</name>
    <message>
        <location filename="../../qtwargame/editor/tools/select_tool.py" line="27"/>
        <source>Select</source>
        <translation>選択</translation>
    </message>
    <message>
        <location filename="../../qtwargame/editor/tools/select_tool.py" line="30"/>
        <source>Click a hex to inspect it; drag to select a rectangle (Alt or the lasso option: a free outline); Shift adds, Ctrl removes; drag with the middle button to pan.</source>
        <translation>ヘクスをクリックすると内容を表示します。ドラッグで長方形を選択します(Alt キーか投げ縄オプションで自由な輪郭)。Shift で追加、Ctrl で除外、中ボタンのドラッグでスクロールします。</translation>
    </message>
    <message>
        <location filename="../../qtwargame/editor/tools/select_tool.py" line="84"/>
        <source>{n} hexes selected</source>
        <translation>{n} ヘクスを選択中</translation>
    </message>
    <message>
        <source>Click a hex to inspect it; drag with the middle button to pan.</source>
        <translation type="vanished">ヘクスをクリックすると内容を表示します。中ボタンのドラッグでスクロールします。</translation>
    </message>
</context>
<context>
    <name>SetupTool</name>
    <message>
        <location filename="../../qtwargame/ui/tools/setup_tool.py" line="26"/>
        <source>Click a highlighted hex to set {unit} up there; Esc to leave it.</source>
        <translation>強調表示されたヘクスをクリックして{unit}をそこに配置します。Escでそのままにします。</translation>
    </message>
    <message>
        <location filename="../../qtwargame/ui/tools/setup_tool.py" line="28"/>
        <source>Drag a unit you have set up to another hex of its setup area, or end the phase.</source>
        <translation>配置したユニットを配置地域内の別のヘクスへドラッグするか、フェイズを終了してください。</translation>
    </message>
</context>
<context>
    <name>ShapeTool</name>
    <message>
        <location filename="../../qtwargame/editor/tools/shape_tool.py" line="38"/>
        <source>Terrain polygon</source>
        <translation>地形の多角形</translation>
    </message>
    <message>
        <location filename="../../qtwargame/editor/tools/shape_tool.py" line="41"/>
        <source>Click the corners of an area; double-click or press Return to give its hexes the terrain by majority of area.</source>
        <translation>範囲の角を順にクリックし、ダブルクリックか Return で閉じると、面積の多数決で各ヘクスの地形が決まります。</translation>
    </message>
    <message>
        <location filename="../../qtwargame/editor/tools/shape_tool.py" line="64"/>
        <source>{n:# hex|# hexes} changed to the majority terrain</source>
        <translation>{n} ヘクスを多数の地形に変更しました</translation>
    </message>
    <message>
        <source>{n} hexes changed to the majority terrain</source>
        <translation type="vanished">{n} ヘクスを多数の地形に変更しました</translation>
    </message>
</context>
<context>
    <name>SharedView</name>
    <message>
        <location filename="../../qtwargame/ui/shared_view.py" line="47"/>
        <location filename="../../qtwargame/ui/shared_view.py" line="52"/>
        <source>Cannot open the shared view</source>
        <translation>共有ビューを開けません</translation>
    </message>
    <message>
        <location filename="../../qtwargame/ui/shared_view.py" line="63"/>
        <source>Opened the shared view {file}</source>
        <translation>共有ビュー {file} を開きました</translation>
    </message>
    <message>
        <location filename="../../qtwargame/ui/shared_view.py" line="73"/>
        <source>Shared view: the position as the {side} player saw it, turn {turn}, {phase}. A view cannot be played on.</source>
        <translation>共有ビュー: {side}側から見た局面です（ターン{turn}、{phase}）。共有ビューではプレイできません。</translation>
    </message>
    <message>
        <location filename="../../qtwargame/ui/shared_view.py" line="79"/>
        <source>{first} {then}</source>
        <translation>{first}{then}</translation>
    </message>
    <message>
        <location filename="../../qtwargame/ui/shared_view.py" line="80"/>
        <source>The {side} player holds {n:# card|# cards}.</source>
        <translation>{side}の手札は{n}枚です。</translation>
    </message>
    <message>
        <location filename="../../qtwargame/ui/shared_view.py" line="90"/>
        <source>{title}, the {side} player&apos;s view — {file} (shared view) — qtwargame</source>
        <translation>{title}、{side}側から見た局面 — {file}（共有ビュー） — qtwargame</translation>
    </message>
    <message>
        <location filename="../../qtwargame/ui/shared_view.py" line="97"/>
        <source>A shared view cannot be played on, undone or saved: it is one side&apos;s view of a position, not the game.</source>
        <translation>共有ビューではプレイも取り消しも保存もできません。ゲームそのものではなく、片方の陣営から見た局面です。</translation>
    </message>
    <message>
        <location filename="../../qtwargame/ui/shared_view.py" line="147"/>
        <source>No side&apos;s view can be shared now: the screen may show only what the side at it may see.</source>
        <translation>今はどちらの陣営のビューも共有できません。画面には、その前にいる陣営に見えるものしか出せません。</translation>
    </message>
    <message>
        <location filename="../../qtwargame/ui/shared_view.py" line="155"/>
        <source>Share Position</source>
        <translation>局面の共有</translation>
    </message>
    <message>
        <location filename="../../qtwargame/ui/shared_view.py" line="156"/>
        <source>Whose view of the position? The file holds what that side may see and nothing more (no dice seed, no hidden cards or identities).</source>
        <translation>どちらの陣営から見た局面にしますか？ファイルにはその陣営に見えるものだけが入ります（ダイスのシード、伏せたカードや正体は含みません）。</translation>
    </message>
    <message>
        <location filename="../../qtwargame/ui/shared_view.py" line="169"/>
        <source>Share the position as the {side} player sees it</source>
        <translation>{side}側から見た局面を共有</translation>
    </message>
    <message>
        <location filename="../../qtwargame/ui/shared_view.py" line="174"/>
        <source>Shared views ({ext})</source>
        <translation>共有ビュー ({ext})</translation>
    </message>
    <message>
        <location filename="../../qtwargame/ui/shared_view.py" line="193"/>
        <source>Cannot share the position</source>
        <translation>局面を共有できません</translation>
    </message>
    <message>
        <location filename="../../qtwargame/ui/shared_view.py" line="197"/>
        <source>Wrote the position as the {side} player sees it to {file} (no dice seed, nothing the other side keeps hidden)</source>
        <translation>{side}側から見た局面を {file} に書き出しました（ダイスのシードと相手側の秘匿情報は含みません）</translation>
    </message>
</context>
<context>
    <name>ShortcutsDialog</name>
    <message>
        <location filename="../../qtwargame/ui/shortcuts_dialog.py" line="73"/>
        <source>Map</source>
        <translation>マップ</translation>
    </message>
    <message>
        <location filename="../../qtwargame/ui/shortcuts_dialog.py" line="126"/>
        <source>Keyboard Shortcuts</source>
        <translation>キーボード・ショートカット</translation>
    </message>
    <message>
        <location filename="../../qtwargame/ui/shortcuts_dialog.py" line="128"/>
        <source>The map keys work when the map has the focus (click it first). The mouse does the rest: see Help ▸ How to Play.</source>
        <translation>マップのキーは、マップにフォーカスがあるとき(先にマップをクリック)に働きます。それ以外はマウスで操作します。ヘルプ ▸ 遊び方 を見てください。</translation>
    </message>
    <message>
        <location filename="../../qtwargame/ui/shortcuts_dialog.py" line="133"/>
        <source>Command</source>
        <translation>コマンド</translation>
    </message>
    <message>
        <location filename="../../qtwargame/ui/shortcuts_dialog.py" line="133"/>
        <source>Keys</source>
        <translation>キー</translation>
    </message>
    <message>
        <location filename="../../qtwargame/ui/shortcuts_dialog.py" line="134"/>
        <source>Menu</source>
        <translation>メニュー</translation>
    </message>
</context>
<context>
    <name>StackInspector</name>
    <message>
        <location filename="../../qtwargame/ui/stack_inspector.py" line="74"/>
        <source>Click a hex to see what is in it.</source>
        <translation>ヘクスをクリックすると中身を表示します。</translation>
    </message>
    <message>
        <location filename="../../qtwargame/ui/stack_inspector.py" line="78"/>
        <source>&lt;b&gt;Hex {hex}&lt;/b&gt;: {terrain}</source>
        <translation>&lt;b&gt;ヘクス{hex}&lt;/b&gt;: {terrain}</translation>
    </message>
    <message>
        <location filename="../../qtwargame/ui/stack_inspector.py" line="82"/>
        <source>{city} ({kind}, {vp} VP)</source>
        <translation>{city}({kind}、{vp} VP)</translation>
    </message>
    <message>
        <location filename="../../qtwargame/ui/stack_inspector.py" line="86"/>
        <source>Under {side} control</source>
        <translation>支配: {side}</translation>
    </message>
    <message>
        <location filename="../../qtwargame/ui/stack_inspector.py" line="95"/>
        <source>{type}, {side}: {values} (steps left: {left} of {count})</source>
        <translation>{type}、{side}: {values}(残りステップ{left}/{count})</translation>
    </message>
    <message>
        <location filename="../../qtwargame/ui/stack_inspector.py" line="100"/>
        <source>Out of supply</source>
        <translation>補給切れ</translation>
    </message>
    <message>
        <source>{type}, {side}: {values} (step {step} of {count})</source>
        <translation type="vanished">{type}、{side}: {values}(ステップ {step}/{count})</translation>
    </message>
</context>
<context>
    <name>StampTool</name>
    <message>
        <location filename="../../qtwargame/editor/tools/stamp_tool.py" line="36"/>
        <source>Stamp</source>
        <translation>スタンプ</translation>
    </message>
    <message>
        <location filename="../../qtwargame/editor/tools/stamp_tool.py" line="39"/>
        <source>Click to stamp the copied area; Z turns it, X and Y mirror it; Esc or the right button stops.</source>
        <translation>クリックするとコピーした範囲をスタンプします。Z で回転、X と Y で反転、Esc か右ボタンで終了します。</translation>
    </message>
    <message>
        <location filename="../../qtwargame/editor/tools/stamp_tool.py" line="96"/>
        <source>Left out of the stamp (locked): {layers}</source>
        <translation>スタンプから除外(ロック中): {layers}</translation>
    </message>
</context>
<context>
    <name>StatusPanel</name>
    <message>
        <location filename="../../qtwargame/ui/status_panel.py" line="56"/>
        <source>&lt;b&gt;{side}&lt;/b&gt;</source>
        <translation>&lt;b&gt;{side}&lt;/b&gt;</translation>
    </message>
    <message>
        <location filename="../../qtwargame/ui/status_panel.py" line="63"/>
        <source>Nothing to track in this phase.</source>
        <translation>このフェイズで表示する項目はありません。</translation>
    </message>
</context>
<context>
    <name>Terms</name>
    <message>
        <location filename="../../qtwargame/terms.py" line="13"/>
        <source>normal</source>
        <translation>通常</translation>
    </message>
    <message>
        <location filename="../../qtwargame/terms.py" line="14"/>
        <source>rail</source>
        <translation>鉄道</translation>
    </message>
    <message>
        <location filename="../../qtwargame/terms.py" line="15"/>
        <source>sea</source>
        <translation>海上</translation>
    </message>
    <message>
        <location filename="../../qtwargame/terms.py" line="16"/>
        <source>road</source>
        <translation>道路</translation>
    </message>
    <message>
        <location filename="../../qtwargame/terms.py" line="17"/>
        <source>exploit</source>
        <translation>突破</translation>
    </message>
    <message>
        <location filename="../../qtwargame/terms.py" line="18"/>
        <source>strategic</source>
        <translation>戦略</translation>
    </message>
    <message>
        <location filename="../../qtwargame/terms.py" line="20"/>
        <source>overrun</source>
        <translation>オーバーラン</translation>
    </message>
    <message>
        <location filename="../../qtwargame/terms.py" line="21"/>
        <source>setup</source>
        <translation>初期配置</translation>
    </message>
    <message>
        <location filename="../../qtwargame/terms.py" line="22"/>
        <source>reinforcement</source>
        <translation>増援</translation>
    </message>
    <message>
        <location filename="../../qtwargame/terms.py" line="23"/>
        <source>replacement</source>
        <translation>補充</translation>
    </message>
    <message>
        <location filename="../../qtwargame/terms.py" line="24"/>
        <source>rebuild</source>
        <translation>再建</translation>
    </message>
    <message>
        <location filename="../../qtwargame/terms.py" line="25"/>
        <source>airborne</source>
        <translation>空挺</translation>
    </message>
    <message>
        <location filename="../../qtwargame/terms.py" line="26"/>
        <source>militia</source>
        <translation>民兵</translation>
    </message>
    <message>
        <location filename="../../qtwargame/terms.py" line="27"/>
        <source>bulge</source>
        <translation>突出部</translation>
    </message>
    <message>
        <location filename="../../qtwargame/terms.py" line="28"/>
        <source>voluntary</source>
        <translation>任意</translation>
    </message>
    <message>
        <location filename="../../qtwargame/terms.py" line="29"/>
        <source>stay</source>
        <translation>留まる</translation>
    </message>
    <message>
        <location filename="../../qtwargame/terms.py" line="30"/>
        <source>move</source>
        <translation>移動</translation>
    </message>
    <message>
        <location filename="../../qtwargame/terms.py" line="31"/>
        <source>place</source>
        <translation>配置</translation>
    </message>
    <message>
        <location filename="../../qtwargame/terms.py" line="32"/>
        <source>attack</source>
        <translation>攻撃</translation>
    </message>
    <message>
        <location filename="../../qtwargame/terms.py" line="33"/>
        <source>choose</source>
        <translation>選択</translation>
    </message>
    <message>
        <location filename="../../qtwargame/terms.py" line="34"/>
        <source>taking a loss</source>
        <translation>損害の適用</translation>
    </message>
    <message>
        <location filename="../../qtwargame/terms.py" line="35"/>
        <source>retreat</source>
        <translation>退却</translation>
    </message>
    <message>
        <location filename="../../qtwargame/terms.py" line="36"/>
        <source>advance</source>
        <translation>戦闘後前進</translation>
    </message>
    <message>
        <location filename="../../qtwargame/terms.py" line="37"/>
        <source>playing a card</source>
        <translation>カードのプレイ</translation>
    </message>
    <message>
        <location filename="../../qtwargame/terms.py" line="38"/>
        <source>choosing cards</source>
        <translation>カードの選択</translation>
    </message>
    <message>
        <location filename="../../qtwargame/terms.py" line="39"/>
        <source>remove</source>
        <translation>除去</translation>
    </message>
    <message>
        <location filename="../../qtwargame/terms.py" line="40"/>
        <source>ending the phase</source>
        <translation>フェイズ終了</translation>
    </message>
    <message>
        <location filename="../../qtwargame/terms.py" line="41"/>
        <source>active</source>
        <translation>積極</translation>
    </message>
    <message>
        <location filename="../../qtwargame/terms.py" line="42"/>
        <source>passive</source>
        <translation>消極</translation>
    </message>
    <message>
        <location filename="../../qtwargame/terms.py" line="43"/>
        <source>victory</source>
        <translation>勝利</translation>
    </message>
    <message>
        <location filename="../../qtwargame/terms.py" line="44"/>
        <source>draw</source>
        <translation>引き分け</translation>
    </message>
    <message>
        <location filename="../../qtwargame/terms.py" line="45"/>
        <source>decisive</source>
        <translation>決定的勝利</translation>
    </message>
    <message>
        <location filename="../../qtwargame/terms.py" line="46"/>
        <source>marginal</source>
        <translation>限定的勝利</translation>
    </message>
    <message>
        <location filename="../../qtwargame/terms.py" line="47"/>
        <source>automatic</source>
        <translation>自動的勝利</translation>
    </message>
    <message>
        <location filename="../../qtwargame/terms.py" line="50"/>
        <source>attack fails</source>
        <translation>攻撃失敗</translation>
    </message>
    <message>
        <location filename="../../qtwargame/terms.py" line="52"/>
        <source>every attacker eliminated</source>
        <translation>攻撃側全滅</translation>
    </message>
    <message>
        <location filename="../../qtwargame/terms.py" line="54"/>
        <source>column shift</source>
        <translation>コラムシフト</translation>
    </message>
    <message>
        <location filename="../../qtwargame/terms.py" line="55"/>
        <source>tank action</source>
        <translation>戦車アクション</translation>
    </message>
    <message>
        <location filename="../../qtwargame/terms.py" line="56"/>
        <source>hero city</source>
        <translation>英雄都市</translation>
    </message>
    <message>
        <location filename="../../qtwargame/terms.py" line="57"/>
        <source>reroll</source>
        <translation>振り直し</translation>
    </message>
    <message>
        <location filename="../../qtwargame/terms.py" line="58"/>
        <source>cancellation</source>
        <translation>無効化</translation>
    </message>
    <message>
        <location filename="../../qtwargame/terms.py" line="59"/>
        <source>activation</source>
        <translation>活性化</translation>
    </message>
    <message>
        <location filename="../../qtwargame/terms.py" line="60"/>
        <source>free setup</source>
        <translation>自由配置</translation>
    </message>
    <message>
        <location filename="../../qtwargame/terms.py" line="61"/>
        <source>relocation</source>
        <translation>再配置</translation>
    </message>
    <message>
        <location filename="../../qtwargame/terms.py" line="62"/>
        <source>displacement</source>
        <translation>移動</translation>
    </message>
    <message>
        <location filename="../../qtwargame/terms.py" line="63"/>
        <source>stacking</source>
        <translation>スタック制限</translation>
    </message>
    <message>
        <location filename="../../qtwargame/terms.py" line="65"/>
        <source>January</source>
        <translation>1月</translation>
    </message>
    <message>
        <location filename="../../qtwargame/terms.py" line="66"/>
        <source>February</source>
        <translation>2月</translation>
    </message>
    <message>
        <location filename="../../qtwargame/terms.py" line="67"/>
        <source>March</source>
        <translation>3月</translation>
    </message>
    <message>
        <location filename="../../qtwargame/terms.py" line="68"/>
        <source>April</source>
        <translation>4月</translation>
    </message>
    <message>
        <location filename="../../qtwargame/terms.py" line="69"/>
        <source>May</source>
        <translation>5月</translation>
    </message>
    <message>
        <location filename="../../qtwargame/terms.py" line="70"/>
        <source>June</source>
        <translation>6月</translation>
    </message>
    <message>
        <location filename="../../qtwargame/terms.py" line="71"/>
        <source>July</source>
        <translation>7月</translation>
    </message>
    <message>
        <location filename="../../qtwargame/terms.py" line="72"/>
        <source>August</source>
        <translation>8月</translation>
    </message>
    <message>
        <location filename="../../qtwargame/terms.py" line="73"/>
        <source>September</source>
        <translation>9月</translation>
    </message>
    <message>
        <location filename="../../qtwargame/terms.py" line="74"/>
        <source>October</source>
        <translation>10月</translation>
    </message>
    <message>
        <location filename="../../qtwargame/terms.py" line="75"/>
        <source>November</source>
        <translation>11月</translation>
    </message>
    <message>
        <location filename="../../qtwargame/terms.py" line="76"/>
        <source>December</source>
        <translation>12月</translation>
    </message>
    <message>
        <source>activate</source>
        <translation type="vanished">活性化</translation>
    </message>
    <message>
        <source>cancel</source>
        <translation type="vanished">無効化</translation>
    </message>
    <message>
        <source>end_phase</source>
        <translation type="vanished">フェイズ終了</translation>
    </message>
    <message>
        <source>play_card</source>
        <translation type="vanished">カードのプレイ</translation>
    </message>
    <message>
        <source>select_cards</source>
        <translation type="vanished">カードの選択</translation>
    </message>
    <message>
        <source>take_loss</source>
        <translation type="vanished">損害の適用</translation>
    </message>
</context>
<context>
    <name>ToolOptions</name>
    <message>
        <location filename="../../qtwargame/editor/panels/tool_options.py" line="151"/>
        <source>Brush size</source>
        <translation>ブラシの大きさ</translation>
    </message>
    <message>
        <location filename="../../qtwargame/editor/panels/tool_options.py" line="154"/>
        <source>1 hex</source>
        <translation>1 ヘクス</translation>
    </message>
    <message>
        <location filename="../../qtwargame/editor/panels/tool_options.py" line="154"/>
        <source>19 hexes</source>
        <translation>19 ヘクス</translation>
    </message>
    <message>
        <location filename="../../qtwargame/editor/panels/tool_options.py" line="154"/>
        <source>7 hexes</source>
        <translation>7 ヘクス</translation>
    </message>
    <message>
        <location filename="../../qtwargame/editor/panels/tool_options.py" line="167"/>
        <source>A stamp carries:</source>
        <translation>スタンプに含めるもの:</translation>
    </message>
    <message>
        <location filename="../../qtwargame/editor/panels/tool_options.py" line="177"/>
        <source>A locked layer is left out of the stamp.</source>
        <translation>ロックされたレイヤーはスタンプに含めません。</translation>
    </message>
    <message>
        <location filename="../../qtwargame/editor/panels/tool_options.py" line="192"/>
        <source>New map…</source>
        <translation>新しいマップ…</translation>
    </message>
    <message>
        <location filename="../../qtwargame/editor/panels/tool_options.py" line="198"/>
        <source>Feature</source>
        <translation>地形効果</translation>
    </message>
    <message>
        <location filename="../../qtwargame/editor/panels/tool_options.py" line="202"/>
        <source>Cities (double-click to show):</source>
        <translation>都市(ダブルクリックで表示):</translation>
    </message>
    <message>
        <location filename="../../qtwargame/editor/panels/tool_options.py" line="205"/>
        <source>Railway</source>
        <translation>鉄道</translation>
    </message>
    <message>
        <location filename="../../qtwargame/editor/panels/tool_options.py" line="205"/>
        <source>Road</source>
        <translation>道路</translation>
    </message>
    <message>
        <location filename="../../qtwargame/editor/panels/tool_options.py" line="218"/>
        <source>Grade</source>
        <translation>等級</translation>
    </message>
    <message>
        <location filename="../../qtwargame/editor/panels/tool_options.py" line="220"/>
        <source>First class</source>
        <translation>一級</translation>
    </message>
    <message>
        <location filename="../../qtwargame/editor/panels/tool_options.py" line="220"/>
        <source>Second class</source>
        <translation>二級</translation>
    </message>
    <message>
        <location filename="../../qtwargame/editor/panels/tool_options.py" line="228"/>
        <source>Right-click a road to give it the chosen grade.</source>
        <translation>道路を右クリックすると選んだ等級になります。</translation>
    </message>
    <message>
        <location filename="../../qtwargame/editor/panels/tool_options.py" line="240"/>
        <source>Edit…</source>
        <translation>編集…</translation>
    </message>
    <message>
        <location filename="../../qtwargame/editor/panels/tool_options.py" line="240"/>
        <source>New…</source>
        <translation>新規…</translation>
    </message>
    <message>
        <location filename="../../qtwargame/editor/panels/tool_options.py" line="241"/>
        <source>Delete</source>
        <translation>削除</translation>
    </message>
    <message>
        <location filename="../../qtwargame/editor/panels/tool_options.py" line="243"/>
        <source>Region</source>
        <translation>地域</translation>
    </message>
    <message>
        <location filename="../../qtwargame/editor/panels/tool_options.py" line="253"/>
        <source>e.g. capital, objective</source>
        <translation>例: capital, objective</translation>
    </message>
    <message>
        <location filename="../../qtwargame/editor/panels/tool_options.py" line="255"/>
        <source>Victory points</source>
        <translation>勝利得点</translation>
    </message>
    <message>
        <location filename="../../qtwargame/editor/panels/tool_options.py" line="256"/>
        <source>Tags</source>
        <translation>タグ</translation>
    </message>
    <message>
        <location filename="../../qtwargame/editor/panels/tool_options.py" line="260"/>
        <source>Set up on the exact hex</source>
        <translation>そのヘクスに配置する</translation>
    </message>
    <message>
        <location filename="../../qtwargame/editor/panels/tool_options.py" line="261"/>
        <source>Set up in the setup area under it</source>
        <translation>その下の配置地域に配置する</translation>
    </message>
    <message>
        <location filename="../../qtwargame/editor/panels/tool_options.py" line="268"/>
        <source>A unit dropped from the order of battle:</source>
        <translation>戦力表からドロップしたユニット:</translation>
    </message>
    <message>
        <location filename="../../qtwargame/editor/panels/tool_options.py" line="270"/>
        <source>Import shapes (GeoJSON)…</source>
        <translation>図形を読み込む(GeoJSON)…</translation>
    </message>
    <message>
        <location filename="../../qtwargame/editor/panels/tool_options.py" line="278"/>
        <source>Import background image…</source>
        <translation>背景画像を読み込む…</translation>
    </message>
    <message>
        <location filename="../../qtwargame/editor/panels/tool_options.py" line="279"/>
        <source>Image opacity</source>
        <translation>画像の不透明度</translation>
    </message>
    <message>
        <location filename="../../qtwargame/editor/panels/tool_options.py" line="280"/>
        <source>Forget calibration points</source>
        <translation>位置合わせの点を消去</translation>
    </message>
    <message>
        <location filename="../../qtwargame/editor/panels/tool_options.py" line="281"/>
        <source>Remove background image</source>
        <translation>背景画像を取り除く</translation>
    </message>
    <message>
        <location filename="../../qtwargame/editor/panels/tool_options.py" line="287"/>
        <source>flat-topped</source>
        <translation>上辺が平らな</translation>
    </message>
    <message>
        <location filename="../../qtwargame/editor/panels/tool_options.py" line="287"/>
        <source>pointy-topped</source>
        <translation>上が尖った</translation>
    </message>
    <message>
        <location filename="../../qtwargame/editor/panels/tool_options.py" line="288"/>
        <source>column then row</source>
        <translation>列→行</translation>
    </message>
    <message>
        <location filename="../../qtwargame/editor/panels/tool_options.py" line="288"/>
        <source>row then column</source>
        <translation>行→列</translation>
    </message>
    <message>
        <location filename="../../qtwargame/editor/panels/tool_options.py" line="289"/>
        <source>, rows numbered upward</source>
        <translation>、行番号は下から上</translation>
    </message>
    <message>
        <location filename="../../qtwargame/editor/panels/tool_options.py" line="290"/>
        <source>even</source>
        <translation>偶数</translation>
    </message>
    <message>
        <location filename="../../qtwargame/editor/panels/tool_options.py" line="290"/>
        <source>odd</source>
        <translation>奇数</translation>
    </message>
    <message>
        <location filename="../../qtwargame/editor/panels/tool_options.py" line="294"/>
        <source>Grid</source>
        <translation>グリッド</translation>
    </message>
    <message>
        <location filename="../../qtwargame/editor/panels/tool_options.py" line="294"/>
        <source>{orientation} hexes, {shifted} offset, {numbering}{up}</source>
        <translation>{orientation}ヘクス、{shifted}ずらし、{numbering}{up}</translation>
    </message>
    <message>
        <location filename="../../qtwargame/editor/panels/tool_options.py" line="296"/>
        <source>Map</source>
        <translation>マップ</translation>
    </message>
    <message>
        <location filename="../../qtwargame/editor/panels/tool_options.py" line="297"/>
        <source>{hexes:# hex|# hexes}, {sides:# hexside|# hexsides}</source>
        <translation>{hexes} ヘクス、ヘクスサイド {sides}</translation>
    </message>
    <message>
        <location filename="../../qtwargame/editor/panels/tool_options.py" line="299"/>
        <source>{cities:# city|# cities}, {lines:# line|# lines}, {regions:# region|# regions}</source>
        <translation>都市 {cities}、線 {lines}、地域 {regions}</translation>
    </message>
    <message>
        <location filename="../../qtwargame/editor/panels/tool_options.py" line="302"/>
        <source>Units</source>
        <translation>ユニット</translation>
    </message>
    <message>
        <location filename="../../qtwargame/editor/panels/tool_options.py" line="302"/>
        <source>{n} ({placed} on a hex)</source>
        <translation>{n}(ヘクス上に {placed})</translation>
    </message>
    <message>
        <source>Cities</source>
        <translation type="vanished">都市</translation>
    </message>
    <message>
        <source>Hexes</source>
        <translation type="vanished">ヘクス数</translation>
    </message>
    <message>
        <source>Hexsides</source>
        <translation type="vanished">ヘクスサイド</translation>
    </message>
    <message>
        <source>Lines</source>
        <translation type="vanished">線</translation>
    </message>
    <message>
        <source>Regions</source>
        <translation type="vanished">地域</translation>
    </message>
    <message>
        <source>Right-click a line to give it the chosen grade.</source>
        <translation type="vanished">線を右クリックすると選んだ等級になります。</translation>
    </message>
    <message>
        <source>{cities} cities, {lines} lines, {regions} regions</source>
        <translation type="vanished">都市 {cities}、線 {lines}、地域 {regions}</translation>
    </message>
    <message>
        <source>{hexes} hexes, {sides} hexsides</source>
        <translation type="vanished">{hexes} ヘクス、ヘクスサイド {sides}</translation>
    </message>
</context>
<context>
    <name>Tournament</name>
    <message>
        <location filename="../../qtwargame/tournament/backends.py" line="124"/>
        <source>running on a cluster needs Dask distributed: pip install &apos;qtwargame[cluster]&apos;</source>
        <translation>クラスターで実行するには Dask distributed が必要です：pip install &apos;qtwargame[cluster]&apos;</translation>
    </message>
    <message>
        <location filename="../../qtwargame/tournament/backends.py" line="132"/>
        <source>{address} is not a Dask scheduler address such as tcp://HOST:8786: {error}</source>
        <translation>{address}は Dask スケジューラーのアドレス（tcp://HOST:8786 など）ではありません：{error}</translation>
    </message>
    <message>
        <location filename="../../qtwargame/tournament/backends.py" line="138"/>
        <source>cannot reach the Dask scheduler at {address}: {error}</source>
        <translation>{address}の Dask スケジューラーに接続できません：{error}</translation>
    </message>
    <message>
        <location filename="../../qtwargame/tournament/backends.py" line="176"/>
        <source>the Dask scheduler at {address}</source>
        <translation>{address}の Dask スケジューラー</translation>
    </message>
    <message>
        <location filename="../../qtwargame/tournament/backends.py" line="177"/>
        <source>the Dask scheduler of the client</source>
        <translation>クライアントの Dask スケジューラー</translation>
    </message>
    <message>
        <location filename="../../qtwargame/tournament/backends.py" line="178"/>
        <source>{scheduler} has no worker ready: {error}</source>
        <translation>{scheduler}に準備のできたワーカーがありません：{error}</translation>
    </message>
    <message>
        <location filename="../../qtwargame/tournament/backends.py" line="182"/>
        <source>a Dask worker cannot run qtwargame (install the same version on every worker): {error}</source>
        <translation>Dask ワーカーで qtwargame を実行できません（すべてのワーカーに同じバージョンをインストールしてください）：{error}</translation>
    </message>
    <message>
        <location filename="../../qtwargame/tournament/backends.py" line="188"/>
        <source>{worker} has {version}</source>
        <translation>{worker}は{version}</translation>
    </message>
    <message>
        <location filename="../../qtwargame/tournament/backends.py" line="190"/>
        <source>every Dask worker needs qtwargame {version}: {listed}</source>
        <translation>すべての Dask ワーカーに qtwargame {version} が必要です：{listed}</translation>
    </message>
</context>
<context>
    <name>TournamentReport</name>
    <message>
        <location filename="../../qtwargame/tournament/plots.py" line="31"/>
        <source>Wins with 95% intervals</source>
        <translation>勝率と95%信頼区間</translation>
    </message>
    <message>
        <location filename="../../qtwargame/tournament/plots.py" line="32"/>
        <source>Victory points at the end of each turn (median, 10–90%)</source>
        <translation>各ターン終了時の勝利得点（中央値と10–90%の範囲）</translation>
    </message>
    <message>
        <location filename="../../qtwargame/tournament/plots.py" line="33"/>
        <source>Units lost per turn (mean, 10–90%)</source>
        <translation>ターンごとの損失ユニット数（平均と10–90%の範囲）</translation>
    </message>
    <message>
        <location filename="../../qtwargame/tournament/plots.py" line="34"/>
        <source>Units lost per game by type</source>
        <translation>兵科別・1ゲームあたりの損失ユニット数</translation>
    </message>
    <message>
        <location filename="../../qtwargame/tournament/plots.py" line="35"/>
        <source>No unit was lost</source>
        <translation>損失ユニットなし</translation>
    </message>
    <message>
        <location filename="../../qtwargame/tournament/plots.py" line="36"/>
        <source>turn</source>
        <translation>ターン</translation>
    </message>
    <message>
        <location filename="../../qtwargame/tournament/plots.py" line="37"/>
        <source>share of games</source>
        <translation>ゲームの割合</translation>
    </message>
    <message>
        <location filename="../../qtwargame/tournament/plots.py" line="38"/>
        <source>victory points</source>
        <translation>勝利得点</translation>
    </message>
    <message>
        <location filename="../../qtwargame/tournament/plots.py" line="39"/>
        <source>units</source>
        <translation>ユニット数</translation>
    </message>
    <message>
        <location filename="../../qtwargame/tournament/plots.py" line="40"/>
        <location filename="../../qtwargame/tournament/plots.py" line="70"/>
        <source>draw</source>
        <translation>引き分け</translation>
    </message>
    <message>
        <location filename="../../qtwargame/tournament/plots.py" line="41"/>
        <source>{games} games</source>
        <translation>{games}戦</translation>
    </message>
    <message>
        <location filename="../../qtwargame/tournament/plots.py" line="46"/>
        <source>{title}: balance report</source>
        <translation>{title}：バランス・レポート</translation>
    </message>
    <message>
        <location filename="../../qtwargame/tournament/plots.py" line="47"/>
        <source>{title}: {a} vs {b}</source>
        <translation>{title}：{a} 対 {b}</translation>
    </message>
    <message>
        <location filename="../../qtwargame/tournament/plots.py" line="48"/>
        <source>Results</source>
        <translation>結果</translation>
    </message>
    <message>
        <location filename="../../qtwargame/tournament/plots.py" line="49"/>
        <source>{label}: {games} games, seed {seed}</source>
        <translation>{label}：{games}戦、シード {seed}</translation>
    </message>
    <message>
        <location filename="../../qtwargame/tournament/plots.py" line="50"/>
        <source>, sides swapped in pairs</source>
        <translation>、2戦ごとに陣営を入れ替え</translation>
    </message>
    <message>
        <location filename="../../qtwargame/tournament/plots.py" line="51"/>
        <source> (stopped after {games} of {requested})</source>
        <translation>（{requested}戦中{games}戦で中断）</translation>
    </message>
    <message>
        <location filename="../../qtwargame/tournament/plots.py" line="52"/>
        <source>wins</source>
        <translation>勝利数</translation>
    </message>
    <message>
        <location filename="../../qtwargame/tournament/plots.py" line="53"/>
        <source>rate</source>
        <translation>勝率</translation>
    </message>
    <message>
        <location filename="../../qtwargame/tournament/plots.py" line="54"/>
        <source>95% interval</source>
        <translation>95%信頼区間</translation>
    </message>
    <message>
        <location filename="../../qtwargame/tournament/plots.py" line="55"/>
        <source>Length: mean {turns} turns, {actions} actions; ended on turn: {ended}</source>
        <translation>長さ：平均{turns}ターン、{actions}行動。終了ターン：{ended}</translation>
    </message>
    <message>
        <location filename="../../qtwargame/tournament/plots.py" line="57"/>
        <source>side</source>
        <translation>陣営</translation>
    </message>
    <message>
        <location filename="../../qtwargame/tournament/plots.py" line="58"/>
        <source>unit type</source>
        <translation>ユニット種別</translation>
    </message>
    <message>
        <location filename="../../qtwargame/tournament/plots.py" line="59"/>
        <source>units lost</source>
        <translation>損失ユニット数</translation>
    </message>
    <message>
        <location filename="../../qtwargame/tournament/plots.py" line="60"/>
        <source>per game</source>
        <translation>1ゲームあたり</translation>
    </message>
    <message>
        <location filename="../../qtwargame/tournament/plots.py" line="61"/>
        <source>attacker</source>
        <translation>攻撃側</translation>
    </message>
    <message>
        <location filename="../../qtwargame/tournament/plots.py" line="62"/>
        <source>attacks</source>
        <translation>攻撃回数</translation>
    </message>
    <message>
        <location filename="../../qtwargame/tournament/plots.py" line="63"/>
        <source>combats</source>
        <translation>戦闘数</translation>
    </message>
    <message>
        <location filename="../../qtwargame/tournament/plots.py" line="64"/>
        <source>steps lost by attacker per combat</source>
        <translation>1戦闘あたりの攻撃側の損失ステップ</translation>
    </message>
    <message>
        <location filename="../../qtwargame/tournament/plots.py" line="65"/>
        <source>steps lost by defender per combat</source>
        <translation>1戦闘あたりの防御側の損失ステップ</translation>
    </message>
    <message>
        <location filename="../../qtwargame/tournament/plots.py" line="66"/>
        <source>units eliminated (att./def.)</source>
        <translation>除去ユニット数（攻撃側/防御側）</translation>
    </message>
    <message>
        <location filename="../../qtwargame/tournament/plots.py" line="67"/>
        <source>retreats</source>
        <translation>退却</translation>
    </message>
    <message>
        <location filename="../../qtwargame/tournament/plots.py" line="68"/>
        <source>result</source>
        <translation>戦闘結果</translation>
    </message>
    <message>
        <location filename="../../qtwargame/tournament/plots.py" line="69"/>
        <source>share</source>
        <translation>割合</translation>
    </message>
</context>
<context>
    <name>TurnDataTable</name>
    <message>
        <location filename="../../qtwargame/editor/panels/turn_data_table.py" line="82"/>
        <source>not valid JSON: {error}</source>
        <translation>JSON として正しくありません: {error}</translation>
    </message>
    <message>
        <location filename="../../qtwargame/editor/panels/turn_data_table.py" line="137"/>
        <source>Turn data of the rules</source>
        <translation>ルールのターン別データ</translation>
    </message>
    <message>
        <location filename="../../qtwargame/editor/panels/turn_data_table.py" line="138"/>
        <source>Add column…</source>
        <translation>列を追加…</translation>
    </message>
    <message>
        <location filename="../../qtwargame/editor/panels/turn_data_table.py" line="195"/>
        <source>Add column</source>
        <translation>列を追加</translation>
    </message>
    <message>
        <location filename="../../qtwargame/editor/panels/turn_data_table.py" line="196"/>
        <source>Name of the value (dots for nesting, e.g. cards.german):</source>
        <translation>値の名前(入れ子はドットで区切る。例: cards.german):</translation>
    </message>
</context>
<context>
    <name>TurnTrack</name>
    <message>
        <location filename="../../qtwargame/ui/turn_track.py" line="274"/>
        <source>Turn track: date, weather and arriving units (+n) of each turn</source>
        <translation>ターン記録トラック: 各ターンの日付、天候、登場するユニット数(+n)</translation>
    </message>
</context>
<context>
    <name>TurnTrackStrip</name>
    <message>
        <location filename="../../qtwargame/ui/turn_track.py" line="180"/>
        <source>Turn {n}: {date}</source>
        <translation>第{n}ターン: {date}</translation>
    </message>
    <message>
        <location filename="../../qtwargame/ui/turn_track.py" line="183"/>
        <source>Weather: {weather}</source>
        <translation>天候: {weather}</translation>
    </message>
    <message>
        <location filename="../../qtwargame/ui/turn_track.py" line="187"/>
        <source>{side} reinforcements: +{n}</source>
        <translation>{side}の増援: +{n}</translation>
    </message>
    <message>
        <location filename="../../qtwargame/ui/turn_track.py" line="190"/>
        <source>This is the current turn.</source>
        <translation>現在のターンです。</translation>
    </message>
</context>
<context>
    <name>TurnsPanel</name>
    <message>
        <location filename="../../qtwargame/editor/panels/turns_panel.py" line="59"/>
        <source>Turns</source>
        <translation>ターン</translation>
    </message>
    <message>
        <location filename="../../qtwargame/editor/panels/turns_panel.py" line="60"/>
        <source>Weather</source>
        <translation>天候</translation>
    </message>
    <message>
        <location filename="../../qtwargame/editor/panels/turns_panel.py" line="61"/>
        <source>Reinforcement schedule</source>
        <translation>増援スケジュール</translation>
    </message>
    <message>
        <location filename="../../qtwargame/editor/panels/turns_panel.py" line="62"/>
        <source>(set arrival turns in the order of battle)</source>
        <translation>(登場ターンは戦力表で設定します)</translation>
    </message>
    <message>
        <location filename="../../qtwargame/editor/panels/turns_panel.py" line="63"/>
        <source>Arrives at</source>
        <translation>登場場所</translation>
    </message>
    <message>
        <location filename="../../qtwargame/editor/panels/turns_panel.py" line="63"/>
        <source>Unit</source>
        <translation>ユニット</translation>
    </message>
    <message>
        <location filename="../../qtwargame/editor/panels/turns_panel.py" line="78"/>
        <source>Turn {n}, not in the turn list: {count:# unit|# units}</source>
        <translation>第{n}ターン(ターン表にない): {count} ユニット</translation>
    </message>
    <message>
        <location filename="../../qtwargame/editor/panels/turns_panel.py" line="80"/>
        <source>Turn {n}: {count:# unit|# units}</source>
        <translation>第{n}ターン: {count} ユニット</translation>
    </message>
    <message>
        <location filename="../../qtwargame/editor/panels/turns_panel.py" line="82"/>
        <source>Turn {n} ({date}): {count:# unit|# units}</source>
        <translation>第{n}ターン({date}): {count} ユニット</translation>
    </message>
    <message>
        <source>Turn {n} ({date}): {count} units</source>
        <translation type="vanished">第{n}ターン({date}): {count} ユニット</translation>
    </message>
</context>
<context>
    <name>UnitKinds</name>
    <message>
        <location filename="../../qtwargame/editor/panels/id_choices.py" line="88"/>
        <source>Leader</source>
        <translation>指揮官</translation>
    </message>
    <message>
        <location filename="../../qtwargame/editor/panels/id_choices.py" line="88"/>
        <source>Unit</source>
        <translation>ユニット</translation>
    </message>
    <message>
        <location filename="../../qtwargame/editor/panels/id_choices.py" line="89"/>
        <source>Fleet</source>
        <translation>艦隊</translation>
    </message>
    <message>
        <location filename="../../qtwargame/editor/panels/id_choices.py" line="89"/>
        <source>Supply</source>
        <translation>補給</translation>
    </message>
    <message>
        <location filename="../../qtwargame/editor/panels/id_choices.py" line="90"/>
        <source>Marker</source>
        <translation>マーカー</translation>
    </message>
</context>
<context>
    <name>ValidationPanel</name>
    <message>
        <location filename="../../qtwargame/editor/panels/validation_panel.py" line="94"/>
        <source>Problem</source>
        <translation>問題</translation>
    </message>
    <message>
        <location filename="../../qtwargame/editor/panels/validation_panel.py" line="94"/>
        <source>Where</source>
        <translation>場所</translation>
    </message>
    <message>
        <location filename="../../qtwargame/editor/panels/validation_panel.py" line="111"/>
        <source>No problems: the scenario is valid.</source>
        <translation>問題はありません。シナリオは有効です。</translation>
    </message>
    <message>
        <location filename="../../qtwargame/editor/panels/validation_panel.py" line="133"/>
        <source>Warning: {text}. The scenario plays all the same.</source>
        <translation>警告：{text}　このシナリオはこのままでもプレイできます。</translation>
    </message>
</context>
<context>
    <name>VictoryPanel</name>
    <message>
        <location filename="../../qtwargame/editor/panels/victory_panel.py" line="30"/>
        <source>Cities and victory points</source>
        <translation>都市と勝利得点</translation>
    </message>
    <message>
        <location filename="../../qtwargame/editor/panels/victory_panel.py" line="38"/>
        <source>{n:# victory city|# victory cities}, {vp} VP in all</source>
        <translation>勝利都市 {n}、合計 {vp} VP</translation>
    </message>
    <message>
        <location filename="../../qtwargame/ui/victory_panel.py" line="29"/>
        <source>Victory points</source>
        <translation>勝利得点</translation>
    </message>
    <message>
        <location filename="../../qtwargame/ui/victory_panel.py" line="67"/>
        <source>Nobody</source>
        <translation>なし</translation>
    </message>
    <message>
        <location filename="../../qtwargame/ui/victory_panel.py" line="68"/>
        <source>Game over. Winner: {winner} ({level}). {reason}</source>
        <translation>ゲーム終了。勝者: {winner}({level})。{reason}</translation>
    </message>
    <message>
        <source>{n} victory cities, {vp} VP in all</source>
        <translation type="vanished">勝利都市 {n}、合計 {vp} VP</translation>
    </message>
</context>
<context>
    <name>VictoryTool</name>
    <message>
        <location filename="../../qtwargame/editor/tools/victory_tool.py" line="19"/>
        <source>Victory hexes</source>
        <translation>勝利ヘクス</translation>
    </message>
    <message>
        <location filename="../../qtwargame/editor/tools/victory_tool.py" line="22"/>
        <source>Click a city to set its victory points and tags; right-click to clear them.</source>
        <translation>都市をクリックすると勝利得点とタグを設定します。右クリックで消去します。</translation>
    </message>
</context>
<context>
    <name>Vocabulary</name>
    <message>
        <location filename="../../qtwargame/engine/vocabulary.py" line="43"/>
        <source>Hexes of the side&apos;s map edge: where its lines of supply and its arrivals may begin (side required).</source>
        <translation>その陣営のマップ端のヘクス。補給線や登場の起点になります（陣営が必要）。</translation>
    </message>
    <message>
        <location filename="../../qtwargame/engine/vocabulary.py" line="43"/>
        <source>Map edge</source>
        <translation>マップ端</translation>
    </message>
    <message>
        <location filename="../../qtwargame/engine/vocabulary.py" line="45"/>
        <source>Setup area</source>
        <translation>配置地域</translation>
    </message>
    <message>
        <location filename="../../qtwargame/engine/vocabulary.py" line="45"/>
        <source>Where the side of the region sets up its units; the set-up checks keep the other side out.</source>
        <translation>地域の陣営がユニットを配置する場所。配置の検査は相手陣営の配置を認めません。</translation>
    </message>
    <message>
        <location filename="../../qtwargame/engine/vocabulary.py" line="47"/>
        <source>A set-up area of one army or group of the side; checked like a setup area.</source>
        <translation>陣営の一つの軍や集団の配置地域。配置地域と同じく検査されます。</translation>
    </message>
    <message>
        <location filename="../../qtwargame/engine/vocabulary.py" line="47"/>
        <source>Army setup area</source>
        <translation>軍の配置地域</translation>
    </message>
    <message>
        <location filename="../../qtwargame/engine/vocabulary.py" line="49"/>
        <source>A country&apos;s territory, drawn as a map layer.</source>
        <translation>一国の領域。マップのレイヤーとして描かれます。</translation>
    </message>
    <message>
        <location filename="../../qtwargame/engine/vocabulary.py" line="49"/>
        <source>Country</source>
        <translation>国</translation>
    </message>
    <message>
        <location filename="../../qtwargame/engine/vocabulary.py" line="50"/>
        <source>A military district, drawn as a map layer.</source>
        <translation>軍管区。マップのレイヤーとして描かれます。</translation>
    </message>
    <message>
        <location filename="../../qtwargame/engine/vocabulary.py" line="50"/>
        <source>District</source>
        <translation>地区</translation>
    </message>
    <message>
        <location filename="../../qtwargame/engine/vocabulary.py" line="51"/>
        <source>An army group&apos;s zone, drawn as a map layer.</source>
        <translation>軍集団の担当区域。マップのレイヤーとして描かれます。</translation>
    </message>
    <message>
        <location filename="../../qtwargame/engine/vocabulary.py" line="51"/>
        <source>Army group area</source>
        <translation>軍集団の地域</translation>
    </message>
    <message>
        <location filename="../../qtwargame/engine/vocabulary.py" line="52"/>
        <source>Border</source>
        <translation>国境</translation>
    </message>
    <message>
        <location filename="../../qtwargame/engine/vocabulary.py" line="52"/>
        <source>Hexes along a border, drawn as a map layer.</source>
        <translation>国境沿いのヘクス。マップのレイヤーとして描かれます。</translation>
    </message>
    <message>
        <location filename="../../qtwargame/engine/vocabulary.py" line="53"/>
        <source>Coast</source>
        <translation>海岸</translation>
    </message>
    <message>
        <location filename="../../qtwargame/engine/vocabulary.py" line="53"/>
        <source>Coastal hexes, drawn as a map layer.</source>
        <translation>海岸のヘクス。マップのレイヤーとして描かれます。</translation>
    </message>
    <message>
        <location filename="../../qtwargame/engine/vocabulary.py" line="54"/>
        <source>Edge</source>
        <translation>端</translation>
    </message>
    <message>
        <location filename="../../qtwargame/engine/vocabulary.py" line="54"/>
        <source>Hexes of a stretch of map edge, drawn as a map layer.</source>
        <translation>マップ端の一区間のヘクス。マップのレイヤーとして描かれます。</translation>
    </message>
    <message>
        <location filename="../../qtwargame/engine/vocabulary.py" line="55"/>
        <source>A lake&apos;s hexes, drawn as a map layer.</source>
        <translation>湖のヘクス。マップのレイヤーとして描かれます。</translation>
    </message>
    <message>
        <location filename="../../qtwargame/engine/vocabulary.py" line="55"/>
        <source>Lake</source>
        <translation>湖</translation>
    </message>
    <message>
        <location filename="../../qtwargame/engine/vocabulary.py" line="56"/>
        <source>A sea&apos;s hexes, drawn as a map layer.</source>
        <translation>海のヘクス。マップのレイヤーとして描かれます。</translation>
    </message>
    <message>
        <location filename="../../qtwargame/engine/vocabulary.py" line="56"/>
        <source>Sea</source>
        <translation>海</translation>
    </message>
    <message>
        <location filename="../../qtwargame/engine/vocabulary.py" line="57"/>
        <source>A rear area, drawn as a map layer.</source>
        <translation>後方地域。マップのレイヤーとして描かれます。</translation>
    </message>
    <message>
        <location filename="../../qtwargame/engine/vocabulary.py" line="57"/>
        <source>Rear area</source>
        <translation>後方地域</translation>
    </message>
    <message>
        <location filename="../../qtwargame/engine/vocabulary.py" line="58"/>
        <source>A sector of the front, drawn as a map layer.</source>
        <translation>戦線の担当区域。マップのレイヤーとして描かれます。</translation>
    </message>
    <message>
        <location filename="../../qtwargame/engine/vocabulary.py" line="58"/>
        <source>Sector</source>
        <translation>担当区域</translation>
    </message>
    <message>
        <location filename="../../qtwargame/engine/vocabulary.py" line="59"/>
        <source>Entry area</source>
        <translation>登場地域</translation>
    </message>
    <message>
        <location filename="../../qtwargame/engine/vocabulary.py" line="59"/>
        <source>Where reinforcements enter, drawn as a map layer.</source>
        <translation>増援が登場する場所。マップのレイヤーとして描かれます。</translation>
    </message>
    <message>
        <location filename="../../qtwargame/engine/vocabulary.py" line="60"/>
        <source>A line or zone some units may not pass, drawn as a map layer.</source>
        <translation>一部のユニットが越えられない線や区域。マップのレイヤーとして描かれます。</translation>
    </message>
    <message>
        <location filename="../../qtwargame/engine/vocabulary.py" line="60"/>
        <source>Limit</source>
        <translation>境界</translation>
    </message>
    <message>
        <location filename="../../qtwargame/engine/vocabulary.py" line="61"/>
        <source>A territory, drawn as a map layer.</source>
        <translation>領土。マップのレイヤーとして描かれます。</translation>
    </message>
    <message>
        <location filename="../../qtwargame/engine/vocabulary.py" line="61"/>
        <source>Territory</source>
        <translation>領土</translation>
    </message>
</context>
<context>
    <name>WelcomeDialog</name>
    <message>
        <location filename="../../qtwargame/ui/welcome_dialog.py" line="150"/>
        <location filename="../../qtwargame/ui/welcome_dialog.py" line="159"/>
        <source>Welcome to qtwargame</source>
        <translation>qtwargame へようこそ</translation>
    </message>
    <message>
        <location filename="../../qtwargame/ui/welcome_dialog.py" line="160"/>
        <source>Board wargames with every rule enforced: the program rolls the dice, checks supply, zones of control and stacking, and only offers what the rules allow. Choose a game to start; both sides are played at this screen.</source>
        <translation>すべてのルールを自動で処理するボード・ウォーゲームです。プログラムがサイコロを振り、補給・ZOC・スタック制限を確かめ、ルールが許すことだけを提示します。始めるゲームを選んでください。両軍ともこの画面でプレイします。</translation>
    </message>
    <message>
        <location filename="../../qtwargame/ui/welcome_dialog.py" line="181"/>
        <source>No bundled scenario could be read.</source>
        <translation>同梱のシナリオを読み込めませんでした。</translation>
    </message>
    <message>
        <location filename="../../qtwargame/ui/welcome_dialog.py" line="186"/>
        <source>Show this screen at every start</source>
        <translation>起動するたびにこの画面を表示する</translation>
    </message>
    <message>
        <location filename="../../qtwargame/ui/welcome_dialog.py" line="190"/>
        <source>Open Saved Game…</source>
        <translation>セーブデータを開く…</translation>
    </message>
    <message>
        <location filename="../../qtwargame/ui/welcome_dialog.py" line="193"/>
        <source>Close</source>
        <translation>閉じる</translation>
    </message>
</context>
<context>
    <name>WindowAreaActions</name>
    <message>
        <location filename="../../qtwargame/editor/window_area_actions.py" line="40"/>
        <source>Select hexes first (Select tool: drag a rectangle).</source>
        <translation>先にヘクスを選択してください(選択ツールで長方形をドラッグ)。</translation>
    </message>
    <message>
        <location filename="../../qtwargame/editor/window_area_actions.py" line="45"/>
        <source>Copied {hexes:# hex|# hexes}, {cities:# city|# cities}, {lines:# line|# lines}, {units:# unit|# units}</source>
        <translation>{hexes} ヘクス、都市 {cities}、線 {lines}、ユニット {units} をコピーしました</translation>
    </message>
    <message>
        <location filename="../../qtwargame/editor/window_area_actions.py" line="73"/>
        <source>Nothing copied yet.</source>
        <translation>まだ何もコピーしていません。</translation>
    </message>
    <message>
        <source>Copied {hexes} hexes, {cities} cities, {lines} lines, {units} units</source>
        <translation type="vanished">{hexes} ヘクス、都市 {cities}、線 {lines}、ユニット {units} をコピーしました</translation>
    </message>
</context>
<context>
    <name>WindowFiles</name>
    <message>
        <location filename="../../qtwargame/editor/window_files.py" line="46"/>
        <source>Open scenario</source>
        <translation>シナリオを開く</translation>
    </message>
    <message>
        <location filename="../../qtwargame/editor/window_files.py" line="47"/>
        <location filename="../../qtwargame/editor/window_files.py" line="106"/>
        <source>Scenarios (*.json)</source>
        <translation>シナリオ (*.json)</translation>
    </message>
    <message>
        <location filename="../../qtwargame/editor/window_files.py" line="56"/>
        <location filename="../../qtwargame/editor/window_files.py" line="66"/>
        <source>Save failed</source>
        <translation>保存に失敗しました</translation>
    </message>
    <message>
        <location filename="../../qtwargame/editor/window_files.py" line="56"/>
        <source>The scenarios that come with the program are read-only. Save your version in your scenarios folder ({folder}), where New Game lists it.</source>
        <translation>プログラム付属のシナリオは読み取り専用です。自作シナリオのフォルダー({folder})に保存してください。新しいゲームの一覧に表示されます。</translation>
    </message>
    <message>
        <location filename="../../qtwargame/editor/window_files.py" line="67"/>
        <source>The scenario could not be saved to {path}:
{error}

Your changes are still here; try another place.</source>
        <translation>シナリオを {path} に保存できませんでした:
{error}

変更は残っています。別の場所に保存してみてください。</translation>
    </message>
    <message>
        <location filename="../../qtwargame/editor/window_files.py" line="77"/>
        <source>Saved {path}</source>
        <translation>{path} に保存しました</translation>
    </message>
    <message>
        <location filename="../../qtwargame/editor/window_files.py" line="79"/>
        <source>Saved {path} (with 1 problem)</source>
        <translation>{path} を保存しました(問題 1 件あり)</translation>
    </message>
    <message>
        <location filename="../../qtwargame/editor/window_files.py" line="81"/>
        <source>Saved {path} (with {n:# problem|# problems})</source>
        <translation>{path} に保存しました(問題 {n} 件あり)</translation>
    </message>
    <message>
        <location filename="../../qtwargame/editor/window_files.py" line="104"/>
        <source>Save scenario as</source>
        <translation>シナリオに名前を付けて保存</translation>
    </message>
    <message>
        <location filename="../../qtwargame/editor/window_files.py" line="163"/>
        <source>Autosave failed: {error}</source>
        <translation>自動保存に失敗しました: {error}</translation>
    </message>
    <message>
        <location filename="../../qtwargame/editor/window_files.py" line="173"/>
        <source>Unsaved changes</source>
        <translation>未保存の変更</translation>
    </message>
    <message>
        <location filename="../../qtwargame/editor/window_files.py" line="174"/>
        <source>{file} has unsaved changes. Save them before closing?</source>
        <translation>{file} には未保存の変更があります。閉じる前に保存しますか？</translation>
    </message>
    <message>
        <source>Saved {path} (with {n} problems)</source>
        <translation type="vanished">{path} に保存しました(問題 {n} 件あり)</translation>
    </message>
</context>
<context>
    <name>WindowMapActions</name>
    <message>
        <location filename="../../qtwargame/editor/window_map_actions.py" line="70"/>
        <source>A new map replaces this one: {hexes:# hex|# hexes}, {cities:# city|# cities}, {lines:# line|# lines}, {regions:# region|# regions} and {sides:# hexside|# hexsides} go (Undo brings them back). To change the size and keep everything, use Map ▸ Resize Map.</source>
        <translation>新しいマップでこのマップを置き換えます。{hexes} ヘクス、都市 {cities}、線 {lines}、地域 {regions}、ヘクスサイド {sides} が消えます(元に戻すで復元できます)。内容を残したまま大きさを変えるには、マップ ▸ マップの大きさを変更 を使ってください。</translation>
    </message>
    <message>
        <location filename="../../qtwargame/editor/window_map_actions.py" line="76"/>
        <source>A new map replaces this one: its {hexes:# hex|# hexes} of terrain go (Undo brings them back). To change the size and keep them, use Map ▸ Resize Map.</source>
        <translation>新しいマップでこのマップを置き換えます。地形を塗った {hexes} ヘクスが消えます(元に戻すで復元できます)。地形を残したまま大きさを変えるには、マップ ▸ マップの大きさを変更 を使ってください。</translation>
    </message>
    <message>
        <location filename="../../qtwargame/editor/window_map_actions.py" line="79"/>
        <source>New map</source>
        <translation>新しいマップ</translation>
    </message>
    <message>
        <location filename="../../qtwargame/editor/window_map_actions.py" line="82"/>
        <source>Replace the map</source>
        <translation>マップを置き換える</translation>
    </message>
    <message>
        <location filename="../../qtwargame/editor/window_map_actions.py" line="83"/>
        <source>Resize instead…</source>
        <translation>代わりに大きさを変更…</translation>
    </message>
    <message>
        <location filename="../../qtwargame/editor/window_map_actions.py" line="105"/>
        <location filename="../../qtwargame/editor/window_map_actions.py" line="109"/>
        <source>Resize map</source>
        <translation>マップの大きさを変更</translation>
    </message>
    <message>
        <location filename="../../qtwargame/editor/window_map_actions.py" line="110"/>
        <source>{n:# hex falls off the map, with the cities, lines, regions and set-up hexes on it|# hexes fall off the map, with the cities, lines, regions and set-up hexes on them}. Resize anyway?</source>
        <translation>{n} ヘクスが、その上の都市・線・地域・配置ヘクスごとマップからはみ出します。それでも変更しますか？</translation>
    </message>
    <message>
        <location filename="../../qtwargame/editor/window_map_actions.py" line="164"/>
        <location filename="../../qtwargame/editor/window_map_actions.py" line="170"/>
        <source>Import background image</source>
        <translation>背景画像の読み込み</translation>
    </message>
    <message>
        <location filename="../../qtwargame/editor/window_map_actions.py" line="165"/>
        <source>Images (*.png *.jpg *.jpeg *.bmp *.tif *.tiff *.gif *.webp)</source>
        <translation>画像 (*.png *.jpg *.jpeg *.bmp *.tif *.tiff *.gif *.webp)</translation>
    </message>
    <message>
        <location filename="../../qtwargame/editor/window_map_actions.py" line="171"/>
        <source>Cannot read {path} as an image.</source>
        <translation>{path} を画像として読み込めません。</translation>
    </message>
    <message>
        <location filename="../../qtwargame/editor/window_map_actions.py" line="212"/>
        <source>The scanned map {path} cannot be read.</source>
        <translation>スキャン画像 {path} を読み込めません。</translation>
    </message>
    <message>
        <location filename="../../qtwargame/editor/window_map_actions.py" line="262"/>
        <location filename="../../qtwargame/editor/window_map_actions.py" line="273"/>
        <location filename="../../qtwargame/editor/window_map_actions.py" line="276"/>
        <source>Import terrain shapes</source>
        <translation>地形の図形を読み込む</translation>
    </message>
    <message>
        <location filename="../../qtwargame/editor/window_map_actions.py" line="263"/>
        <source>GeoJSON (*.geojson *.json)</source>
        <translation>GeoJSON (*.geojson *.json)</translation>
    </message>
    <message>
        <location filename="../../qtwargame/editor/window_map_actions.py" line="277"/>
        <source>The file cannot be used:</source>
        <translation>このファイルは使えません:</translation>
    </message>
    <message>
        <location filename="../../qtwargame/editor/window_map_actions.py" line="281"/>
        <source>{n:# hex|# hexes} changed to their majority terrain</source>
        <translation>{n} ヘクスを多数の地形に変更しました</translation>
    </message>
    <message>
        <source>A new map replaces this one: {hexes} hexes, {cities} cities, {lines} lines, {regions} regions and {sides} hexsides go (Undo brings them back). To change the size and keep everything, use Map ▸ Resize Map.</source>
        <translation type="vanished">新しいマップでこのマップを置き換えます。{hexes} ヘクス、都市 {cities}、線 {lines}、地域 {regions}、ヘクスサイド {sides} が消えます(元に戻すで復元できます)。内容を残したまま大きさを変えるには、マップ ▸ マップの大きさを変更 を使ってください。</translation>
    </message>
    <message>
        <source>{n:# hex falls|# hexes fall} off the map, with the cities, lines, regions and set-up hexes on them. Resize anyway?</source>
        <translation type="vanished">{n} ヘクスが、その上の都市・線・地域・配置ヘクスごとマップからはみ出します。それでも変更しますか？</translation>
    </message>
    <message>
        <source>{n} hexes changed to their majority terrain</source>
        <translation type="vanished">{n} ヘクスを多数の地形に変更しました</translation>
    </message>
    <message>
        <source>{n} hexes fall off the map, with the cities, lines, regions and set-up hexes on them. Resize anyway?</source>
        <translation type="vanished">{n} ヘクスが、その上の都市・線・地域・配置ヘクスごとマップからはみ出します。それでも変更しますか？</translation>
    </message>
</context>
<context>
    <name>ai</name>
    <message>
        <location filename="../../qtwargame/ai/__init__.py" line="43"/>
        <source>Moves and attacks at random: for testing</source>
        <translation>ランダムに移動・攻撃します（テスト用）</translation>
    </message>
    <message>
        <location filename="../../qtwargame/ai/__init__.py" line="43"/>
        <source>Random</source>
        <translation>ランダム</translation>
    </message>
    <message>
        <location filename="../../qtwargame/ai/__init__.py" line="44"/>
        <source>Greedy</source>
        <translation>貪欲</translation>
    </message>
    <message>
        <location filename="../../qtwargame/ai/__init__.py" line="45"/>
        <source>Takes the action that looks best right now, one at a time</source>
        <translation>その時点で最善に見える行動を一つずつ選びます</translation>
    </message>
    <message>
        <location filename="../../qtwargame/ai/__init__.py" line="47"/>
        <source>Planner</source>
        <translation>プランナー</translation>
    </message>
    <message>
        <location filename="../../qtwargame/ai/__init__.py" line="48"/>
        <source>Plans each phase as a whole by evolving action sequences</source>
        <translation>行動の手順を進化させ、フェイズ全体をまとめて計画します</translation>
    </message>
    <message>
        <location filename="../../qtwargame/ai/__init__.py" line="51"/>
        <source>Strong planner</source>
        <translation>強いプランナー</translation>
    </message>
    <message>
        <location filename="../../qtwargame/ai/__init__.py" line="52"/>
        <source>Plans longer over more dice and candidates, and looks past the phase at what a plan sets up: slower</source>
        <translation>より多くのダイス目と候補で長く計画し、フェイズの先で計画がもたらすもの（攻撃や相手の次の動き）も見積もります（遅い）</translation>
    </message>
</context>
<context>
    <name>blitzkrieg_moscow</name>
    <message>
        <location filename="../../qtwargame/rules/blitzkrieg_moscow/battle.py" line="81"/>
        <source>Defend actively or passively?</source>
        <translation>積極防御か消極防御か？</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/blitzkrieg_moscow/battle.py" line="89"/>
        <source>Play a combat shift card?</source>
        <translation>コラムシフトのカードをプレイしますか？</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/blitzkrieg_moscow/battle.py" line="97"/>
        <source>Reroll the combat die?</source>
        <translation>戦闘のダイスを振り直しますか？</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/blitzkrieg_moscow/battle.py" line="101"/>
        <source>Die {die}: no effect</source>
        <translation>ダイス{die}: 効果なし</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/blitzkrieg_moscow/battle.py" line="102"/>
        <source>Die {die}: {result}</source>
        <translation>ダイス{die}: {result}</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/blitzkrieg_moscow/battle.py" line="112"/>
        <source>Advance after combat?</source>
        <translation>戦闘後前進しますか？</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/blitzkrieg_moscow/battle.py" line="130"/>
        <source>{unit} defends {how}</source>
        <translation>{unit}は{how}防御を行う</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/blitzkrieg_moscow/battle.py" line="131"/>
        <source>actively</source>
        <translation>積極</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/blitzkrieg_moscow/battle.py" line="131"/>
        <source>passively</source>
        <translation>消極</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/blitzkrieg_moscow/battle.py" line="181"/>
        <source>{att} to {dfn} is {odds}; shifts {shifts}: column {col}</source>
        <translation>{att}対{dfn}で{odds}、シフト: {shifts}、コラム{col}</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/blitzkrieg_moscow/battle.py" line="183"/>
        <source>{value} {reason}</source>
        <translation>{reason}({value})</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/blitzkrieg_moscow/battle.py" line="186"/>
        <source>{att} to {dfn} is {odds}, no shifts: column {col}</source>
        <translation>{att}対{dfn}で{odds}、シフトなし、コラム{col}</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/blitzkrieg_moscow/battle.py" line="192"/>
        <source>The attack fails: no die is rolled</source>
        <translation>攻撃は失敗: ダイスは振らない</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/blitzkrieg_moscow/battle.py" line="194"/>
        <source>Automatic result: {result}</source>
        <translation>自動結果: {result}</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/blitzkrieg_moscow/battle.py" line="197"/>
        <source>combat</source>
        <translation>戦闘</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/blitzkrieg_moscow/battle.py" line="200"/>
        <source>Combat die: {die}</source>
        <translation>戦闘ダイス: {die}</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/blitzkrieg_moscow/battle.py" line="263"/>
        <source>The hero city holds: DR becomes no effect</source>
        <translation>英雄都市は持ちこたえる: DR は効果なしになる</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/blitzkrieg_moscow/battle.py" line="287"/>
        <location filename="../../qtwargame/rules/blitzkrieg_moscow/ruleset.py" line="361"/>
        <source>Choose the retreat of {unit}</source>
        <translation>{unit}の退却先を選んでください</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/blitzkrieg_moscow/battle.py" line="292"/>
        <source>{unit} has nowhere to retreat</source>
        <translation>{unit}には退却できるヘクスがない</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/blitzkrieg_moscow/battle.py" line="297"/>
        <source>{unit} retreats into {area}</source>
        <translation>{unit}が{area}へ退却</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/blitzkrieg_moscow/battle.py" line="298"/>
        <source>{unit} retreats to {hex}</source>
        <translation>{unit}が{hex}へ退却</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/blitzkrieg_moscow/battle.py" line="329"/>
        <source>The combat at {hex} is over</source>
        <translation>{hex}の戦闘が終わった</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/blitzkrieg_moscow/battle.py" line="431"/>
        <source>reroll</source>
        <translation>振り直し</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/blitzkrieg_moscow/battle.py" line="432"/>
        <source>Die {old} is rerolled: {die}</source>
        <translation>ダイス{old}を振り直し: {die}</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/blitzkrieg_moscow/breakthrough.py" line="55"/>
        <source>Tank action: move or attack</source>
        <translation>戦車アクション: 移動か攻撃</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/blitzkrieg_moscow/cards.py" line="70"/>
        <source>{side:actor} discards {n:# unused card|# unused cards}</source>
        <translation>{side}が未使用のカード{n}枚を捨てる</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/blitzkrieg_moscow/cards.py" line="70"/>
        <source>{side} discards {n:# unused card|# unused cards}</source>
        <translation type="vanished">{side}が未使用のカード {n} 枚を捨てる</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/blitzkrieg_moscow/cards.py" line="93"/>
        <source>{side:actor} takes {n:# logistics card|# logistics cards}</source>
        <translation>{side}が兵站カードを{n}枚受け取る</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/blitzkrieg_moscow/cards.py" line="93"/>
        <source>{side} takes {n:# logistics card|# logistics cards}</source>
        <translation type="vanished">{side}が兵站カードを {n} 枚受け取る</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/blitzkrieg_moscow/cards.py" line="112"/>
        <location filename="../../qtwargame/rules/blitzkrieg_moscow/ruleset.py" line="364"/>
        <source>Cancel {card}?</source>
        <translation>{card}を無効にしますか？</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/blitzkrieg_moscow/cards.py" line="136"/>
        <source>{side:actor} plays {card}: {other} has no effect</source>
        <translation>{side}が{card}をプレイ: {other}は効果なし</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/blitzkrieg_moscow/cards.py" line="136"/>
        <source>{side} plays {card}: {other} has no effect</source>
        <translation type="vanished">{side}が{card}をプレイ: {other} は効果なし</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/blitzkrieg_moscow/choices.py" line="38"/>
        <source>no effect {p}</source>
        <translation>効果なし{p}</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/blitzkrieg_moscow/choices.py" line="39"/>
        <source>{result} {p}</source>
        <translation>{result} {p}</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/blitzkrieg_moscow/choices.py" line="40"/>
        <source>{chances}</source>
        <translation>{chances}</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/blitzkrieg_moscow/choices.py" line="50"/>
        <source>{active} active; {passive} passive</source>
        <translation>{active}は積極防御、{passive}は消極防御</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/blitzkrieg_moscow/choices.py" line="53"/>
        <source>All defend actively</source>
        <translation>全ユニットが積極防御</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/blitzkrieg_moscow/choices.py" line="55"/>
        <source>All defend passively</source>
        <translation>全ユニットが消極防御</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/blitzkrieg_moscow/choices.py" line="63"/>
        <location filename="../../qtwargame/rules/blitzkrieg_moscow/choices.py" line="110"/>
        <location filename="../../qtwargame/rules/blitzkrieg_moscow/choices.py" line="197"/>
        <source>{att} to {dfn}, column {col}: {chances}</source>
        <translation>{att}対{dfn}、コラム{col}: {chances}</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/blitzkrieg_moscow/choices.py" line="78"/>
        <source>Keep the die {die}: no effect</source>
        <translation>出目{die}のまま: 効果なし</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/blitzkrieg_moscow/choices.py" line="79"/>
        <source>Keep the die {die}: {result}</source>
        <translation>出目{die}のまま: {result}</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/blitzkrieg_moscow/choices.py" line="81"/>
        <source>Reroll instead of {die} ({kept}): {chances}</source>
        <translation>出目{die}（{kept}）を振り直す: {chances}</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/blitzkrieg_moscow/choices.py" line="82"/>
        <source>no effect</source>
        <translation>効果なし</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/blitzkrieg_moscow/choices.py" line="91"/>
        <source>column shift {n}</source>
        <translation>コラムシフト{n}</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/blitzkrieg_moscow/choices.py" line="91"/>
        <source>street fighting {n}</source>
        <translation>市街戦{n}</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/blitzkrieg_moscow/choices.py" line="93"/>
        <source>rail move ×{n}</source>
        <translation>鉄道移動 ×{n}</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/blitzkrieg_moscow/choices.py" line="95"/>
        <source>tank action ×{n}</source>
        <translation>戦車アクション ×{n}</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/blitzkrieg_moscow/choices.py" line="97"/>
        <source>activate</source>
        <translation>活性化</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/blitzkrieg_moscow/choices.py" line="99"/>
        <source>reroll enemy die</source>
        <translation>敵のダイス振り直し</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/blitzkrieg_moscow/choices.py" line="99"/>
        <source>reroll own die</source>
        <translation>自軍のダイス振り直し</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/blitzkrieg_moscow/choices.py" line="101"/>
        <source>rebuild {n}</source>
        <translation>再建{n}</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/blitzkrieg_moscow/choices.py" line="103"/>
        <source>cancel a card</source>
        <translation>カード無効化</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/blitzkrieg_moscow/choices.py" line="105"/>
        <source>hero city</source>
        <translation>英雄都市</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/blitzkrieg_moscow/choices.py" line="106"/>
        <source>{use}</source>
        <translation>{use}</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/blitzkrieg_moscow/choices.py" line="129"/>
        <source>Play {card} (its other use: {uses})</source>
        <translation>{card}をプレイ（別の用途: {uses}）</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/blitzkrieg_moscow/choices.py" line="130"/>
        <source>Play {card}</source>
        <translation>{card}をプレイ</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/blitzkrieg_moscow/choices.py" line="139"/>
        <source>End the tank action</source>
        <translation>戦車アクションを終える</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/blitzkrieg_moscow/choices.py" line="140"/>
        <source>Stop rebuilding</source>
        <translation>再建を終える</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/blitzkrieg_moscow/choices.py" line="141"/>
        <source>Make no rail move</source>
        <translation>鉄道移動をしない</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/blitzkrieg_moscow/choices.py" line="142"/>
        <source>Rail no more units with it</source>
        <translation>これ以上いっしょに鉄道移動しない</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/blitzkrieg_moscow/choices.py" line="145"/>
        <source>{side:actor} ends the tank action</source>
        <translation>{side}は戦車アクションを終える</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/blitzkrieg_moscow/choices.py" line="146"/>
        <source>{side:actor} stops rebuilding</source>
        <translation>{side}は再建を終える</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/blitzkrieg_moscow/choices.py" line="147"/>
        <source>{side:actor} makes no rail move</source>
        <translation>{side}は鉄道移動をしない</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/blitzkrieg_moscow/choices.py" line="148"/>
        <source>{side:actor} rails no more units with it</source>
        <translation>{side}はこれ以上いっしょに鉄道移動しない</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/blitzkrieg_moscow/choices.py" line="171"/>
        <source>Play {card} for {use}</source>
        <translation>{card}を{use}としてプレイ</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/blitzkrieg_moscow/choices.py" line="182"/>
        <source>Retreat {unit} into {area}</source>
        <translation>{unit}を{area}へ退却</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/blitzkrieg_moscow/choices.py" line="182"/>
        <source>{side} plays no combat shift card</source>
        <translation type="vanished">{side}はコラムシフトのカードをプレイしない</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/blitzkrieg_moscow/choices.py" line="183"/>
        <source>Retreat {unit} into {area} through {via}</source>
        <translation>{unit}を{via}経由で{area}へ退却</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/blitzkrieg_moscow/choices.py" line="184"/>
        <source>{side} keeps the die {die}</source>
        <translation type="vanished">{side}は出目{die}のままとする</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/blitzkrieg_moscow/choices.py" line="187"/>
        <source>{side} lets {card} stand</source>
        <translation type="vanished">{side}は{card}を無効にしない</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/blitzkrieg_moscow/choices.py" line="200"/>
        <source>Attack {hex} with {units}</source>
        <translation>{units}で{hex}を攻撃</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/blitzkrieg_moscow/choices.py" line="217"/>
        <source>{hex} is then over the stacking limit (8.1, 8.2): by the end of the phase a unit that has not moved must leave it, or the excess is removed (8.3)</source>
        <translation>この移動で{hex}はスタック制限を超えます(8.1、8.2)。フェイズ終了までにまだ移動していないユニットがそこを離れないと、超過分は除去されます(8.3)</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/blitzkrieg_moscow/choices.py" line="242"/>
        <source>Rebuild {unit} in {area}</source>
        <translation>{unit}を{area}で再建する</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/blitzkrieg_moscow/choices.py" line="244"/>
        <source>Bring {unit} into {area}</source>
        <translation>増援の{unit}を{area}に登場させる</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/blitzkrieg_moscow/choices.py" line="245"/>
        <source>Place {unit} in {area}</source>
        <translation>{unit}を{area}に配置する</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/blitzkrieg_moscow/choices.py" line="247"/>
        <source>Move {unit} by rail into {area}</source>
        <translation>{unit}を鉄道で{area}へ移動</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/blitzkrieg_moscow/choices.py" line="248"/>
        <source>Move {unit} into {area}</source>
        <translation>{unit}を{area}へ移動</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/blitzkrieg_moscow/choices.py" line="261"/>
        <source>{side:actor} retreats {unit} into {area}</source>
        <translation>{side}が{unit}を{area}へ退却させる</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/blitzkrieg_moscow/choices.py" line="264"/>
        <source>{side:actor} rebuilds {unit} in {area}</source>
        <translation>{side}が{unit}を{area}で再建</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/blitzkrieg_moscow/choices.py" line="266"/>
        <source>{side:actor} brings {unit} into {area} as a reinforcement</source>
        <translation>{side}が増援の{unit}を{area}に登場させる</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/blitzkrieg_moscow/choices.py" line="268"/>
        <source>{side:actor} places {unit} in {area}</source>
        <translation>{side}が{unit}を{area}に配置</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/blitzkrieg_moscow/choices.py" line="270"/>
        <source>{side:actor} moves {unit} by rail into {area}</source>
        <translation>{side}が{unit}を鉄道で{area}へ移動</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/blitzkrieg_moscow/choices.py" line="271"/>
        <source>{side:actor} moves {unit} into {area}</source>
        <translation>{side}が{unit}を{area}へ移動</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/blitzkrieg_moscow/choices.py" line="285"/>
        <source>{side:actor} plays no combat shift card</source>
        <translation>{side}はコラムシフトのカードをプレイしない</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/blitzkrieg_moscow/choices.py" line="287"/>
        <source>{side:actor} keeps the die {die}</source>
        <translation>{side}は出目{die}のままとする</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/blitzkrieg_moscow/choices.py" line="290"/>
        <source>{side:actor} lets {card} stand</source>
        <translation>{side}は{card}を無効にしない</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/blitzkrieg_moscow/combat.py" line="132"/>
        <source>target in a city or mountain</source>
        <translation>目標が都市か山岳にいる</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/blitzkrieg_moscow/combat.py" line="136"/>
        <source>every attacker across a river</source>
        <translation>全攻撃ユニットが河川越し</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/blitzkrieg_moscow/combat.py" line="139"/>
        <source>tank attacking into clear terrain</source>
        <translation>戦車が平地へ攻撃</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/blitzkrieg_moscow/combat.py" line="144"/>
        <source>{card} card</source>
        <translation>{card}カード</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/blitzkrieg_moscow/combat.py" line="146"/>
        <source>winter offensive</source>
        <translation>冬季攻勢</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/blitzkrieg_moscow/combat.py" line="193"/>
        <source>With passive defence: {att} to {dfn}, column {col}</source>
        <translation>消極防御の場合: {att}対{dfn}、コラム{col}</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/blitzkrieg_moscow/control.py" line="25"/>
        <source>{city} passes to {side} control</source>
        <translation>{city}は{side}の支配になった</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/blitzkrieg_moscow/control.py" line="31"/>
        <source>The Germans take the hero city {city}: its marker is removed</source>
        <translation>ドイツ軍が英雄都市{city}を奪取: マーカーを取り除く</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/blitzkrieg_moscow/control.py" line="36"/>
        <source>The Germans have taken Moscow: the Soviet free rail move is lost</source>
        <translation>ドイツ軍がモスクワを奪取: ソ連軍は無料の鉄道移動を失う</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/blitzkrieg_moscow/logistics.py" line="55"/>
        <source>{unit} arrives in {area}</source>
        <translation>{unit}が{area}に到着</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/blitzkrieg_moscow/logistics.py" line="112"/>
        <location filename="../../qtwargame/rules/blitzkrieg_moscow/logistics.py" line="120"/>
        <location filename="../../qtwargame/rules/blitzkrieg_moscow/logistics.py" line="169"/>
        <source>Rebuild units</source>
        <translation>ユニットの再建</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/blitzkrieg_moscow/logistics.py" line="167"/>
        <source>{unit} is rebuilt</source>
        <translation>{unit}が再建された</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/blitzkrieg_moscow/logistics.py" line="213"/>
        <source>{city} is the hero city</source>
        <translation>{city}が英雄都市になる</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/blitzkrieg_moscow/rail.py" line="110"/>
        <source>Rail move</source>
        <translation>鉄道移動</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/blitzkrieg_moscow/rail.py" line="147"/>
        <source>{side:actor} uses the free rail move</source>
        <translation>{side}は無料の鉄道移動を使った</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/blitzkrieg_moscow/rail.py" line="150"/>
        <source>Rail more units with it?</source>
        <translation>さらにユニットを鉄道移動しますか？</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/blitzkrieg_moscow/rail.py" line="167"/>
        <source>{unit} moves by sea to {hex}</source>
        <translation>{unit}が海上輸送で{hex}へ移動</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/blitzkrieg_moscow/rail.py" line="168"/>
        <source>{unit} moves by rail to {hex}</source>
        <translation>{unit}が鉄道で{hex}へ移動</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/blitzkrieg_moscow/ruleset.py" line="56"/>
        <source>Blitzkrieg to Moscow 2</source>
        <translation>モスクワ電撃戦2</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/blitzkrieg_moscow/ruleset.py" line="65"/>
        <source>Soviet free setup (favours the Soviets)</source>
        <translation>ソ連軍の自由配置(ソ連軍に有利)</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/blitzkrieg_moscow/ruleset.py" line="66"/>
        <source>Odessa port and sea evacuation (favours the Soviets)</source>
        <translation>オデッサ港と海上撤退(ソ連軍に有利)</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/blitzkrieg_moscow/ruleset.py" line="67"/>
        <source>Effects of taking Moscow (favours the Germans)</source>
        <translation>モスクワ奪取の効果(ドイツ軍に有利)</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/blitzkrieg_moscow/ruleset.py" line="251"/>
        <source>{unit} may not move on turn 1; it may still attack.</source>
        <translation>{unit}は第1ターンには移動できません（攻撃は可能です）。</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/blitzkrieg_moscow/ruleset.py" line="257"/>
        <source>{unit} starts in an enemy zone of control and may not move straight into another.</source>
        <translation>{unit}は敵の支配地域から移動を始めるため、別の敵の支配地域へ直接移動できません。</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/blitzkrieg_moscow/ruleset.py" line="262"/>
        <source>{unit} cannot move there now</source>
        <translation>{unit}は今そこへ移動できません</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/blitzkrieg_moscow/ruleset.py" line="264"/>
        <source>Choose exactly the number of cards the turn track gives</source>
        <translation>ターン記録トラックが示す枚数ちょうどのカードを選んでください</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/blitzkrieg_moscow/ruleset.py" line="267"/>
        <source>An activation is played at the start of an own phase, or at any moment of the own breakthrough phase.</source>
        <translation>活性化は自軍フェイズの開始時か、自軍突破フェイズ中であればいつでも使用できます。</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/blitzkrieg_moscow/ruleset.py" line="271"/>
        <source>Units over the stacking limit are removed only when none of them can still move away.</source>
        <translation>スタック制限を超えたユニットは、どのユニットもそこから移動できなくなってから除去します。</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/blitzkrieg_moscow/ruleset.py" line="415"/>
        <source>{unit} is in {area} already: a rear area is one place, whichever of its hexes a unit is dropped on.</source>
        <translation>{unit}はすでに{area}にいます。後方地域はどのヘクスに置いても同じ1つの場所です。</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/blitzkrieg_moscow/ruleset.py" line="418"/>
        <source>{area} is the enemy&apos;s rear area: no unit enters it.</source>
        <translation>{area}は敵の後方地域です。ユニットは進入できません。</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/blitzkrieg_moscow/ruleset.py" line="420"/>
        <source>{unit} may enter only the rear area of its setup code, not {area}.</source>
        <translation>{unit}が進入できるのは配置コードの後方地域だけで、{area}には進入できません。</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/blitzkrieg_moscow/sequence.py" line="31"/>
        <source>{side} logistics phase</source>
        <translation>{side}兵站フェイズ</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/blitzkrieg_moscow/sequence.py" line="32"/>
        <source>{side} movement phase</source>
        <translation>{side}移動フェイズ</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/blitzkrieg_moscow/sequence.py" line="33"/>
        <source>{side} combat phase</source>
        <translation>{side}戦闘フェイズ</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/blitzkrieg_moscow/sequence.py" line="34"/>
        <source>{side} breakthrough phase</source>
        <translation>{side}突破フェイズ</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/blitzkrieg_moscow/sequence.py" line="35"/>
        <source>{side} supply phase</source>
        <translation>{side}補給フェイズ</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/blitzkrieg_moscow/sequence.py" line="37"/>
        <source>Soviet free setup</source>
        <translation>ソ連軍の自由配置</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/blitzkrieg_moscow/sequence.py" line="156"/>
        <source>Choose 1 card of your {m} first (6.1): click it in the Cards panel</source>
        <translation>先に{m}枚から1枚を選んでください (6.1)。「カード」パネルでクリックします</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/blitzkrieg_moscow/sequence.py" line="158"/>
        <source>Choose {n} cards of your {m} first (6.1): click them in the Cards panel</source>
        <translation>先に{m}枚から{n}枚を選んでください (6.1)。「カード」パネルでクリックします</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/blitzkrieg_moscow/sequence.py" line="161"/>
        <source>Place the units arriving from the turn track first (6.2)</source>
        <translation>先にターン記録トラックから登場するユニットを配置してください(6.2)</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/blitzkrieg_moscow/sequence.py" line="165"/>
        <source>Over the stacking limit in {hex}: move or remove units (8.3)</source>
        <translation>{hex}がスタック制限を超えています: ユニットを移動するか除去してください(8.3)</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/blitzkrieg_moscow/setup.py" line="38"/>
        <source>Units set up (3.1, 3.2)</source>
        <translation>ユニットを配置(3.1、3.2)</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/blitzkrieg_moscow/stacking.py" line="56"/>
        <source>{side} is over the stacking limit in {hex} (8.0)</source>
        <translation type="vanished">{side}は {hex} でスタック制限を超えている(8.0)</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/blitzkrieg_moscow/stacking.py" line="58"/>
        <source>{side:actor} is over the stacking limit in {hex} (8.0)</source>
        <translation>{side}は{hex}でスタック制限を超えている(8.0)</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/blitzkrieg_moscow/status.py" line="25"/>
        <source>6.1: chosen from the six cards at the start of your logistics phase; unused cards are discarded then (7.2)</source>
        <translation>6.1: 自軍兵站フェイズの始めに6枚から選ぶ。使わなかったカードはそのとき捨てる (7.2)</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/blitzkrieg_moscow/status.py" line="28"/>
        <source>6.1: chosen from the six cards at the start of your logistics phase; one fewer while the Germans hold Moscow (15.3)</source>
        <translation>6.1: 自軍兵站フェイズの始めに6枚から選ぶ。ドイツ軍がモスクワを支配している間は1枚少ない (15.3)</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/blitzkrieg_moscow/status.py" line="30"/>
        <source>Cards per turn</source>
        <translation>1ターンのカード枚数</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/blitzkrieg_moscow/status.py" line="33"/>
        <location filename="../../qtwargame/rules/blitzkrieg_moscow/status.py" line="37"/>
        <source>Cards in hand</source>
        <translation>手札</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/blitzkrieg_moscow/status.py" line="33"/>
        <source>choosing {n} of {m}</source>
        <translation>{m}枚から{n}枚を選択中</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/blitzkrieg_moscow/status.py" line="35"/>
        <source>6.1: pick the cards for this turn</source>
        <translation>6.1: このターンのカードを選ぶ</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/blitzkrieg_moscow/status.py" line="38"/>
        <source>Cards in the opponent&apos;s hand</source>
        <translation>相手の手札</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/blitzkrieg_moscow/status.py" line="39"/>
        <source>7.1: a cancel card can answer any card you play while the opponent holds a card</source>
        <translation>7.1: 相手が手札を持っている間は、こちらが使うどのカードにもカード無効化で応じられる</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/blitzkrieg_moscow/status.py" line="43"/>
        <source>Free rail move</source>
        <translation>無料の鉄道移動</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/blitzkrieg_moscow/status.py" line="43"/>
        <source>available</source>
        <translation>使用可</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/blitzkrieg_moscow/status.py" line="43"/>
        <source>used</source>
        <translation>使用済み</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/blitzkrieg_moscow/status.py" line="44"/>
        <source>6.3: one rail move a logistics phase without a card</source>
        <translation>6.3: 兵站フェイズごとにカードなしで1回鉄道移動できる</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/blitzkrieg_moscow/status.py" line="48"/>
        <source>Tanks still to act on this card</source>
        <translation>このカードでまだ行動できる戦車</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/blitzkrieg_moscow/status.py" line="49"/>
        <source>12.1-12.3: each tank moves or attacks once</source>
        <translation>12.1〜12.3: 各戦車は1回移動するか攻撃する</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/blitzkrieg_moscow/supply.py" line="180"/>
        <source>No worn unit recovers</source>
        <translation>回復する消耗ユニットはない</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/blitzkrieg_moscow/units.py" line="80"/>
        <source>{unit} surrenders</source>
        <translation>{unit}が降伏</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/blitzkrieg_moscow/units.py" line="82"/>
        <source>{unit} is eliminated</source>
        <translation>{unit}は除去された</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/blitzkrieg_moscow/units.py" line="92"/>
        <source>{unit} is worn</source>
        <translation>{unit}は消耗した</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/blitzkrieg_moscow/units.py" line="98"/>
        <source>{unit} is active again</source>
        <translation>{unit}は再び活動可能になった</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/blitzkrieg_moscow/units.py" line="106"/>
        <source>{unit} enters its rear area and returns on turn {turn}</source>
        <translation>{unit}は後方地域に入り、第{turn}ターンに戻る</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/blitzkrieg_moscow/victory.py" line="70"/>
        <source>{vp} VP (cities {c} + tanks {t} − losses {p})</source>
        <translation>{vp} VP(都市{c} + 戦車{t} − 損失{p})</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/blitzkrieg_moscow/vocabulary.py" line="22"/>
        <source>Has a ZOC</source>
        <translation>ZOCあり</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/blitzkrieg_moscow/vocabulary.py" line="23"/>
        <source>The unit exerts a zone of control wherever it stands; without it only in a city (the flag may also come from its type&apos;s tags).</source>
        <translation>ユニットはどこにいてもZOCを持ちます。このフラグがなければ都市の中でだけ持ちます（ユニット種別のタグから来ることもあります）。</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/blitzkrieg_moscow/vocabulary.py" line="28"/>
        <source>Rear area</source>
        <translation>後方地域</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/blitzkrieg_moscow/vocabulary.py" line="29"/>
        <source>A side&apos;s rear area, one box for the rules: arrivals and rebuilt units enter there, the enemy may never enter it (side required).</source>
        <translation>陣営の後方地域。ルール上は一つのボックスです。登場や再建のユニットはここに入り、敵は決して入れません（陣営が必要）。</translation>
    </message>
    <message>
        <source>Choose your hand first (6.1)</source>
        <translation type="vanished">先に手札を選んでください(6.1)</translation>
    </message>
    <message>
        <source>Retreat {unit} to {to} through {via}</source>
        <translation type="vanished">{unit}を{via}経由で{to}へ退却</translation>
    </message>
    <message>
        <source>That attack is not allowed</source>
        <translation type="vanished">その攻撃は認められません</translation>
    </message>
    <message>
        <source>That card cannot be played for that now</source>
        <translation type="vanished">そのカードは今その用途ではプレイできません</translation>
    </message>
    <message>
        <source>The Germans take the hero city {hex}: its marker is removed</source>
        <translation type="vanished">ドイツ軍が英雄都市{hex}を奪取: マーカーを取り除く</translation>
    </message>
    <message>
        <source>column {column}, die {die}: &apos;{result}&apos; is not a result (one of {known})</source>
        <translation type="vanished">コラム{column}、ダイスの目{die}：「{result}」は結果ではありません（{known}のいずれか）</translation>
    </message>
    <message>
        <source>column {column}, die {die}: no result given (one of {known})</source>
        <translation type="vanished">コラム{column}、ダイスの目{die}：結果が入っていません（{known}のいずれか）</translation>
    </message>
    <message>
        <source>{hex} is the hero city</source>
        <translation type="vanished">{hex}が英雄都市になる</translation>
    </message>
    <message>
        <source>{kind} is not allowed now</source>
        <translation type="vanished">今は{kind}はできません</translation>
    </message>
    <message>
        <source>{side} discards {n} unused cards</source>
        <translation type="vanished">{side}が未使用のカード {n} 枚を捨てる</translation>
    </message>
    <message>
        <source>{side} plays {card} ({use})</source>
        <translation type="vanished">{side}が{card}をプレイ({use})</translation>
    </message>
    <message>
        <source>{side} takes {n} logistics cards</source>
        <translation type="vanished">{side}が兵站カードを {n} 枚受け取る</translation>
    </message>
    <message>
        <source>{side}: {unit} retreats into {area}</source>
        <translation type="vanished">{side}: {unit} が {area} へ退却</translation>
    </message>
    <message>
        <source>{unit} cannot be placed there</source>
        <translation type="vanished">{unit} はそこに配置できません</translation>
    </message>
    <message>
        <source>{unit} moves by {mode} to {hex}</source>
        <translation type="vanished">{unit} が{mode}で {hex} へ移動</translation>
    </message>
    <message>
        <source>{vp} VP (cities {c}, tanks {t}, losses -{p})</source>
        <translation type="vanished">{vp} VP(都市 {c}、戦車 {t}、損失 -{p})</translation>
    </message>
</context>
<context>
    <name>catalog</name>
    <message>
        <location filename="../../qtwargame/scenario/catalog.py" line="132"/>
        <source>no bundled or plugin scenario or file named {name} (known: {known})</source>
        <translation>{name}という名前の同梱・プラグインのシナリオもファイルもありません（あるもの：{known}）</translation>
    </message>
</context>
<context>
    <name>classic</name>
    <message>
        <location filename="../../qtwargame/rules/classic/ruleset.py" line="80"/>
        <source>Classic hex-and-counter</source>
        <translation>クラシック・ヘクス&amp;カウンター</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/classic/ruleset.py" line="158"/>
        <source>{side} setup</source>
        <translation>{side}初期配置</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/classic/ruleset.py" line="161"/>
        <source>{side} movement</source>
        <translation>{side}移動フェイズ</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/classic/ruleset.py" line="162"/>
        <source>{side} combat</source>
        <translation>{side}戦闘フェイズ</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/classic/ruleset.py" line="193"/>
        <source>Your set-up is complete (C2): End Phase hands the set-up to {side}.</source>
        <translation>初期配置は完了です(C2)。「フェイズ終了」で{side}の初期配置に移ります。</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/classic/ruleset.py" line="195"/>
        <source>The set-up is complete (C2): End Phase begins play.</source>
        <translation>初期配置は完了です(C2)。「フェイズ終了」でゲームが始まります。</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/classic/ruleset.py" line="199"/>
        <source>{n:# unit|# units} still to set up (C2)</source>
        <translation>未配置のユニットが{n}個あります(C2)</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/classic/ruleset.py" line="274"/>
        <source>{n} units in {hex} (C3 allows {limit})</source>
        <translation>{hex}に{n}ユニット(C3 の上限は{limit})</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/classic/ruleset.py" line="431"/>
        <source>{unit} cannot move now</source>
        <translation>{unit}は今は移動できません</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/classic/ruleset.py" line="459"/>
        <source>{hex} has no room for {unit} (stacking)</source>
        <translation>{hex}には{unit}が入る余地がありません(スタック制限)</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/classic/ruleset.py" line="462"/>
        <source>{unit} may not move from an enemy zone of control straight into another</source>
        <translation>{unit}は敵ZOCから直接別の敵ZOCへは移動できません</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/classic/ruleset.py" line="465"/>
        <source>{unit} cannot reach {hex} that way</source>
        <translation>{unit}はその経路で{hex}に到達できません</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/classic/ruleset.py" line="466"/>
        <source>{unit} cannot reach {hex} this turn</source>
        <translation>{unit}はこのターン{hex}まで到達できません</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/classic/ruleset.py" line="473"/>
        <source>{unit} cannot be placed in {hex}</source>
        <translation>{unit}は{hex}に配置できません</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/classic/ruleset.py" line="518"/>
        <source>{n:# reinforcement arrives|# reinforcements arrive}</source>
        <translation>増援{n}ユニットが到着</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/classic/ruleset.py" line="569"/>
        <source>Attacks are made in your own combat phase</source>
        <translation>攻撃は自軍の戦闘フェイズに行います</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/classic/ruleset.py" line="571"/>
        <source>{hex} cannot be attacked now</source>
        <translation>{hex}は今は攻撃できません</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/classic/ruleset.py" line="574"/>
        <source>Each attacker must be adjacent and not have attacked yet</source>
        <translation>攻撃ユニットは目標に隣接し、まだ攻撃していない必要があります</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/classic/ruleset.py" line="592"/>
        <source>defender in {terrain}</source>
        <translation>防御側が{terrain}にいる</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/classic/ruleset.py" line="596"/>
        <source>every attacker across {feature}</source>
        <translation>全攻撃ユニットが{feature}越し</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/classic/ruleset.py" line="626"/>
        <source>combat</source>
        <translation>戦闘</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/classic/ruleset.py" line="630"/>
        <source>{att} vs {dfn}: column {col}, die {die}: {result}</source>
        <translation>{att}対{dfn}: コラム{col}、ダイス{die}: {result}</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/classic/ruleset.py" line="674"/>
        <source>{unit} loses a step</source>
        <translation>{unit}が1ステップ失う</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/classic/ruleset.py" line="679"/>
        <source>{unit} is eliminated</source>
        <translation>{unit}は除去された</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/classic/ruleset.py" line="687"/>
        <source>Choose a retreat path</source>
        <translation>退却経路を選んでください</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/classic/ruleset.py" line="712"/>
        <source>{side} holds cities worth {vp} points</source>
        <translation type="vanished">{side}が {vp} 点分の都市を支配</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/classic/ruleset.py" line="736"/>
        <source>{unit} cannot retreat</source>
        <translation>{unit}は退却できません</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/classic/ruleset.py" line="749"/>
        <source>The combat at {hex} is over</source>
        <translation>{hex}の戦闘が終わった</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/classic/ruleset.py" line="772"/>
        <source>Advance after combat?</source>
        <translation>戦闘後前進しますか？</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/classic/ruleset.py" line="791"/>
        <source>{city} passes to {side} control</source>
        <translation>{city}は{side}の支配になった</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/classic/ruleset.py" line="809"/>
        <source>Both sides hold {vp} victory points</source>
        <translation>両陣営とも勝利得点{vp}</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/classic/ruleset.py" line="813"/>
        <source>{side:actor} holds cities worth {vp} points</source>
        <translation>{side}が{vp}点分の都市を支配</translation>
    </message>
    <message>
        <source>That retreat or advance is not allowed</source>
        <translation type="vanished">その退却または前進は認められません</translation>
    </message>
    <message>
        <source>column {column}, die {die}: &apos;{result}&apos; is not a result (one of {known})</source>
        <translation type="vanished">コラム{column}、ダイスの目{die}：「{result}」は結果ではありません（{known}のいずれか）</translation>
    </message>
    <message>
        <source>column {column}, die {die}: no result given (one of {known})</source>
        <translation type="vanished">コラム{column}、ダイスの目{die}：結果が入っていません（{known}のいずれか）</translation>
    </message>
    <message>
        <source>{kind} is not allowed in this phase</source>
        <translation type="vanished">このフェイズでは{kind}はできません</translation>
    </message>
    <message>
        <source>{n} reinforcements arrive</source>
        <translation type="vanished">増援 {n} ユニットが到着</translation>
    </message>
    <message>
        <source>{n} units still to set up (C2)</source>
        <translation type="vanished">未配置のユニットが {n} 個あります(C2)</translation>
    </message>
</context>
<context>
    <name>defiant_russia</name>
    <message>
        <location filename="../../qtwargame/rules/defiant_russia/actions.py" line="26"/>
        <source>{side:actor} restores {unit} to full strength</source>
        <translation>{side}が{unit}を完全戦力に回復</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/defiant_russia/actions.py" line="26"/>
        <source>{side} restores {unit} to full strength</source>
        <translation type="vanished">{side}: {unit} を完全戦力に回復</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/defiant_russia/actions.py" line="37"/>
        <source>{side:actor} exchanges {unit} for {shock}</source>
        <translation>{side}が{unit}を{shock}と交換</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/defiant_russia/actions.py" line="37"/>
        <source>{side} exchanges {unit} for {shock}</source>
        <translation type="vanished">{side}: {unit} を {shock} と交換</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/defiant_russia/actions.py" line="49"/>
        <source>{side:actor} strikes {fleet} with {points:# air point|# air points}</source>
        <translation>{side}が航空ポイント{points}で{fleet}を攻撃</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/defiant_russia/actions.py" line="49"/>
        <source>{side} strikes {fleet} with {points:# air point|# air points}</source>
        <translation type="vanished">{side}: 航空ポイント {points} で {fleet} を攻撃</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/defiant_russia/actions.py" line="61"/>
        <source>{side:actor} attaches {leader} to {unit}</source>
        <translation>{side}が{leader}を{unit}に同行させる</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/defiant_russia/actions.py" line="61"/>
        <source>{side} attaches {leader} to {unit}</source>
        <translation type="vanished">{side}: {leader} を {unit} に同行させる</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/defiant_russia/choices.py" line="44"/>
        <source>{att:# die|# dice} against {dfn}; expected hits {on_def} on the defender, {on_att} on the attacker</source>
        <translation>ダイス{att}個対{dfn}個。予想命中数: 防御側{on_def}、攻撃側{on_att}</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/defiant_russia/choices.py" line="66"/>
        <source>Add 1 air point ({n} left)</source>
        <translation>航空ポイントを1追加（残り{n}）</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/defiant_russia/choices.py" line="77"/>
        <source>Retreat {unit} to {to} through {via}</source>
        <translation>{unit}を{via}経由で{to}へ後退</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/defiant_russia/choices.py" line="81"/>
        <source>Retreat {unit} to {to}</source>
        <translation>{unit}を{to}へ後退</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/defiant_russia/choices.py" line="88"/>
        <source>{unit} takes the loss: eliminated</source>
        <translation>{unit}が損害を受ける（除去される）</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/defiant_russia/choices.py" line="89"/>
        <source>{unit} takes the loss: reduced</source>
        <translation>{unit}が損害を受ける（減少戦力になる）</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/defiant_russia/choices.py" line="100"/>
        <source>Retreat instead</source>
        <translation>代わりに後退</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/defiant_russia/choices.py" line="102"/>
        <source>Retreat {n:# hex|# hexes} instead of the {n:# hit|# hits} left (7.21)</source>
        <translation>残り{n}ヒットの代わりに{n}ヘクス後退 (7.21)</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/defiant_russia/choices.py" line="104"/>
        <source>Retreat 1 hex instead of the last hit (7.22)</source>
        <translation>最後の1ヒットの代わりに1ヘクス後退 (7.22)</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/defiant_russia/control.py" line="25"/>
        <source>{city} passes to {side} control</source>
        <translation>{city}は{side}の支配になった</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/defiant_russia/declare.py" line="78"/>
        <source>{unit} must attack (7.0)</source>
        <translation>{unit}は攻撃しなければなりません (7.0)</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/defiant_russia/declare.py" line="85"/>
        <source>{hex} must be attacked (7.0)</source>
        <translation>{hex}は攻撃されなければなりません (7.0)</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/defiant_russia/declare.py" line="112"/>
        <source>Air points cannot be used in exploitation combat.</source>
        <translation>空軍ポイントは突破戦闘フェイズには使えません。</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/defiant_russia/declare.py" line="114"/>
        <source>At most {n:# air point|# air points} may be added to one attack.</source>
        <translation>1回の攻撃に加えられる空軍ポイントは{n}までです。</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/defiant_russia/declare.py" line="117"/>
        <source>No air points are left this turn.</source>
        <translation>このターンに使える空軍ポイントは残っていません。</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/defiant_russia/declare.py" line="119"/>
        <source>Axis air points may be used only in an attack by a German unit.</source>
        <translation>枢軸軍の空軍ポイントはドイツ軍部隊が攻撃する場合にのみ使えます。</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/defiant_russia/explain.py" line="25"/>
        <source>out of supply: worth 1 (5.1)</source>
        <translation>補給切れ: 戦力1 (5.1)</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/defiant_russia/explain.py" line="31"/>
        <source>across a river (9.0)</source>
        <translation>河川越し (9.0)</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/defiant_russia/explain.py" line="33"/>
        <source>across a strait (9.22)</source>
        <translation>海峡越し (9.22)</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/defiant_russia/explain.py" line="35"/>
        <source>armour attacking a city (9.0)</source>
        <translation>機甲ユニットが都市を攻撃 (9.0)</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/defiant_russia/explain.py" line="37"/>
        <source>attacking a fortress (9.0)</source>
        <translation>要塞を攻撃 (9.0)</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/defiant_russia/explain.py" line="39"/>
        <source>Axis attacking in snow: halved, rounded up (8.3)</source>
        <translation>降雪時の枢軸軍の攻撃: 半減、端数切り上げ (8.3)</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/defiant_russia/explain.py" line="42"/>
        <source>armour attacking a swamp: halved, rounded up (9.0)</source>
        <translation>機甲ユニットが沼沢を攻撃: 半減、端数切り上げ (9.0)</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/defiant_russia/explain.py" line="61"/>
        <source>{unit}: strength {printed} → {value}</source>
        <translation>{unit}: 戦力{printed} → {value}</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/defiant_russia/explain.py" line="65"/>
        <source>· {reason}</source>
        <translation>・{reason}</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/defiant_russia/explain.py" line="67"/>
        <source>· {delta} {reason}</source>
        <translation>・{delta} {reason}</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/defiant_russia/explain.py" line="71"/>
        <source>Terrain in {hex}: +{n} per defending unit (9.0)</source>
        <translation>{hex}の地形: 防御ユニット1つにつき +{n} (9.0)</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/defiant_russia/explain.py" line="75"/>
        <source>Terrain and city in {hex}: +{n:# defence die|# defence dice} (9.0)</source>
        <translation>{hex}の地形と都市: 防御ダイス +{n} (9.0)</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/defiant_russia/explain.py" line="80"/>
        <source>{leader} supports the attack from {hex}: +{n} (11.63)</source>
        <translation>{leader}が{hex}から攻撃を支援: +{n} (11.63)</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/defiant_russia/explain.py" line="83"/>
        <source>{leader}: +{n:# die|# dice} (11.6)</source>
        <translation>{leader}: ダイス +{n} (11.6)</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/defiant_russia/explain.py" line="85"/>
        <source>Air points: +{n:# die|# dice} (11.7)</source>
        <translation>航空ポイント: ダイス +{n} (11.7)</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/defiant_russia/explain.py" line="87"/>
        <source>Attacker hits on {h}+ (8.3: first snow turn)</source>
        <translation>攻撃側は{h}以上で命中 (8.3: 最初の降雪ターン)</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/defiant_russia/explain.py" line="89"/>
        <source>Defender hits on {h}+ (9.0: Soviet fortress)</source>
        <translation>防御側は{h}以上で命中 (9.0: ソ連軍の要塞)</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/defiant_russia/explain.py" line="103"/>
        <source>{unit} never makes exploitation moves: only German and Italian units, Romanian mountain and cavalry units, and Soviet armour, cavalry and shock armies do.</source>
        <translation>{unit}は突破移動できません。突破移動できるのはドイツ軍とイタリア軍のユニット、ルーマニアの山岳・騎兵ユニット、ソ連軍の装甲・騎兵・打撃軍だけです。</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/defiant_russia/explain.py" line="108"/>
        <source>In light mud only German armour stacked with Guderian makes an exploitation move, of one hex.</source>
        <translation>軽い泥濘では、グデーリアンとスタックしたドイツ装甲ユニットだけが１ヘクス突破移動できます。</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/defiant_russia/losses.py" line="27"/>
        <source>{unit} is eliminated out of supply and is out of the game</source>
        <translation>{unit}は補給切れで除去され、ゲームから恒久的に除外されます</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/defiant_russia/losses.py" line="28"/>
        <source>{unit} is eliminated</source>
        <translation>{unit}は除去されました</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/defiant_russia/losses.py" line="28"/>
        <source>{unit} is reduced</source>
        <translation>{unit}は減少戦力になりました</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/defiant_russia/losses.py" line="72"/>
        <source>{leader} goes with {unit} to {hex}</source>
        <translation>{leader}が{unit}に同行して{hex}へ移動</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/defiant_russia/organization.py" line="22"/>
        <source>{n:# {side} unit is|# {side} units are} out of supply: {where}</source>
        <translation>{side}の{n}個の部隊が補給切れです: {where}</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/defiant_russia/organization.py" line="23"/>
        <source>{first}; {rest}</source>
        <translation>{first}／{rest}</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/defiant_russia/organization.py" line="23"/>
        <source>{units} in {city}</source>
        <translation>{city}の{units}</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/defiant_russia/organization.py" line="43"/>
        <source>{side} receives {n:# air point|# air points}</source>
        <translation type="vanished">{side} は航空ポイント {n} を受け取ります</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/defiant_russia/organization.py" line="48"/>
        <source>{side:actor} receives {n:# air point|# air points}</source>
        <translation>{side}は航空ポイント{n}を受け取ります</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/defiant_russia/organization.py" line="63"/>
        <source>Choose the one unit supplied through a Black Sea port</source>
        <translation>黒海の港から補給を受ける部隊を1個選んでください</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/defiant_russia/reinforcements.py" line="48"/>
        <source>{n:# reinforcement arrives|# reinforcements arrive}</source>
        <translation>増援{n}個が到着</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/defiant_russia/replacements.py" line="71"/>
        <source>{side} receives {n:# replacement point|# replacement points}</source>
        <translation type="vanished">{side} は補充ポイント {n} を受け取ります</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/defiant_russia/replacements.py" line="77"/>
        <source>{side:actor} receives {n:# replacement point|# replacement points}</source>
        <translation>{side}は補充ポイント{n}を受け取ります</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/defiant_russia/replacements.py" line="131"/>
        <source>{unit} is restored to full strength</source>
        <translation>{unit}は完全戦力に回復しました</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/defiant_russia/replacements.py" line="141"/>
        <source>{unit} returns at {hex}</source>
        <translation>{unit}が{hex}に復帰しました</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/defiant_russia/resolution.py" line="49"/>
        <source>attacker&apos;s dice</source>
        <translation>攻撃側のサイコロ</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/defiant_russia/resolution.py" line="50"/>
        <location filename="../../qtwargame/rules/defiant_russia/resolution.py" line="52"/>
        <source>fleet dice</source>
        <translation>艦隊のサイコロ</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/defiant_russia/resolution.py" line="51"/>
        <source>defender&apos;s dice</source>
        <translation>防御側のサイコロ</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/defiant_russia/resolution.py" line="63"/>
        <source>Take {n:# hit|# hits}</source>
        <translation>{n}ヒットを受けてください</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/defiant_russia/resolution.py" line="64"/>
        <source>Retreat {unit} {n:# hex|# hexes}</source>
        <translation>{unit}を{n}ヘクス後退させてください</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/defiant_russia/resolution.py" line="65"/>
        <source>Advance after combat?</source>
        <translation>戦闘後前進しますか？</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/defiant_russia/resolution.py" line="66"/>
        <source>{n:# hit exceeds|# hits exceed} every step: all are eliminated</source>
        <translation>{n}ヒットは全ステップを超えるため、全部隊が除去されます</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/defiant_russia/resolution.py" line="67"/>
        <source>{unit} cannot retreat</source>
        <translation>{unit}は後退できません</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/defiant_russia/resolution.py" line="68"/>
        <source>{side:actor} retreats 1 hex instead of losing more steps</source>
        <translation>{side}はさらにステップを失う代わりに 1 ヘクス後退します</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/defiant_russia/resolution.py" line="68"/>
        <source>{side} retreats 1 hex instead of losing more steps</source>
        <translation type="vanished">{side} はさらにステップを失う代わりに 1 ヘクス後退します</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/defiant_russia/resolution.py" line="69"/>
        <source>{side:actor} retreats {n} hexes instead of losing more steps</source>
        <translation>{side}はさらにステップを失う代わりに{n}ヘクス後退します</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/defiant_russia/resolution.py" line="69"/>
        <source>{side} retreats {n} hexes instead of losing more steps</source>
        <translation type="vanished">{side} はさらにステップを失う代わりに {n} ヘクス後退します</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/defiant_russia/resolution.py" line="70"/>
        <source>The combat at {hexes} is over</source>
        <translation>{hexes}の戦闘が終わった</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/defiant_russia/resolution.py" line="71"/>
        <source>Attack on {targets}: {ad:# die|# dice} against {dd}; {hd:# hit|# hits} on the defender, {ha} on the attacker</source>
        <translation>{targets}への攻撃: サイコロ{ad}個対{dd}個、防御側に{hd}ヒット、攻撃側に{ha}ヒット</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/defiant_russia/ruleset.py" line="86"/>
        <source>Defiant Russia</source>
        <translation>ディファイアント・ロシア</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/defiant_russia/ruleset.py" line="94"/>
        <source>Weather: historical (8.1) or random (8.2)</source>
        <translation>天候: 史実どおり (8.1) またはランダム (8.2)</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/defiant_russia/ruleset.py" line="96"/>
        <source>Historical (8.1)</source>
        <translation>史実どおり (8.1)</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/defiant_russia/ruleset.py" line="96"/>
        <source>Random (8.2)</source>
        <translation>ランダム (8.2)</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/defiant_russia/ruleset.py" line="97"/>
        <source>Early invasion</source>
        <translation>早期侵攻</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/defiant_russia/ruleset.py" line="98"/>
        <source>No purge</source>
        <translation>粛清なし</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/defiant_russia/ruleset.py" line="100"/>
        <source>Attack obligation: adjacent units must attack (Q&amp;A) or also every adjacent enemy must be attacked (strict)</source>
        <translation>攻撃義務: 隣接する部隊は攻撃しなければならない (Q&amp;A)、または隣接する敵すべてを攻撃しなければならない (厳格)</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/defiant_russia/ruleset.py" line="102"/>
        <source>Adjacent units must attack (Q&amp;A)</source>
        <translation>隣接ユニットは攻撃しなければならない (Q&amp;A)</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/defiant_russia/ruleset.py" line="103"/>
        <source>Also every adjacent enemy must be attacked (strict)</source>
        <translation>さらに隣接する敵すべてを攻撃しなければならない (厳格)</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/defiant_russia/ruleset.py" line="105"/>
        <source>Fortress: every attacking unit -1 (text) or only armor (chart)</source>
        <translation>要塞: 攻撃する全部隊が -1 (本文) または装甲部隊のみ (チャート)</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/defiant_russia/ruleset.py" line="107"/>
        <source>Every attacking unit -1 (text)</source>
        <translation>攻撃ユニットすべてに -1 (本文)</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/defiant_russia/ruleset.py" line="107"/>
        <source>Only armor -1 (chart)</source>
        <translation>機甲ユニットのみ -1 (チャート)</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/defiant_russia/ruleset.py" line="259"/>
        <source>{n:# unit|# units} still to set up (3.0)</source>
        <translation>まだ{n}個の部隊を配置する必要があります (3.0)</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/defiant_russia/ruleset.py" line="264"/>
        <source>{n:# reinforcement|# reinforcements} still to place (10.2)</source>
        <translation>まだ{n}個の増援を配置する必要があります (10.2)</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/defiant_russia/ruleset.py" line="271"/>
        <source>{hex} is over the stacking limit (6.2)</source>
        <translation>{hex}はスタック制限を超えています (6.2)</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/defiant_russia/ruleset.py" line="284"/>
        <source>{n:# replacement point not spent is lost|# replacement points not spent are lost} (10.12)</source>
        <translation>使わなかった補充ポイント{n}は失われる(10.12)</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/defiant_russia/ruleset.py" line="297"/>
        <source>Once a German armor unit of Army Group Center is set up (11.61)</source>
        <translation>中央軍集団のドイツ装甲部隊を配置したあと (11.61)</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/defiant_russia/ruleset.py" line="419"/>
        <source>Complete the attack</source>
        <translation>攻撃を完成させてください</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/defiant_russia/ruleset.py" line="534"/>
        <source>{hex}: {units} over the stacking limit (6.2)</source>
        <translation>{hex}: {units}がスタック制限を超えています (6.2)</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/defiant_russia/ruleset.py" line="566"/>
        <source>Attacker rolls {n:# die|# dice}, hitting on {h}+</source>
        <translation>攻撃側はサイコロ{n}個、{h}以上でヒット</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/defiant_russia/ruleset.py" line="567"/>
        <source>Defender rolls {n:# die|# dice}, hitting on {h}+</source>
        <translation>防御側はサイコロ{n}個、{h}以上でヒット</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/defiant_russia/ruleset.py" line="570"/>
        <source>Fleet rolls {n:# die|# dice}, hitting on 6</source>
        <translation>艦隊はサイコロ{n}個、6 でヒット</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/defiant_russia/ruleset.py" line="572"/>
        <source>{unit} is out of supply</source>
        <translation>{unit}は補給切れです</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/defiant_russia/sequence.py" line="25"/>
        <source>Axis</source>
        <translation>枢軸軍</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/defiant_russia/sequence.py" line="25"/>
        <source>Soviet</source>
        <translation>ソ連軍</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/defiant_russia/sequence.py" line="27"/>
        <source>{side} organization: supply and replacements</source>
        <translation>{side}組織フェイズ: 補給と補充</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/defiant_russia/sequence.py" line="28"/>
        <source>{side} organization: reinforcements</source>
        <translation>{side}組織フェイズ: 増援</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/defiant_russia/sequence.py" line="29"/>
        <source>{side} movement</source>
        <translation>{side}移動フェイズ</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/defiant_russia/sequence.py" line="30"/>
        <source>{side} combat</source>
        <translation>{side}戦闘フェイズ</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/defiant_russia/sequence.py" line="31"/>
        <source>{side} exploitation movement</source>
        <translation>{side}突破移動フェイズ</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/defiant_russia/sequence.py" line="32"/>
        <source>{side} exploitation combat</source>
        <translation>{side}突破戦闘フェイズ</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/defiant_russia/sequence.py" line="34"/>
        <source>Stacking check: {phase}</source>
        <translation>スタッキング確認: {phase}</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/defiant_russia/sequence.py" line="39"/>
        <source>Soviet setup</source>
        <translation>ソ連軍配置</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/defiant_russia/sequence.py" line="40"/>
        <source>Axis setup</source>
        <translation>枢軸軍配置</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/defiant_russia/sequence.py" line="41"/>
        <source>Weather</source>
        <translation>天候</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/defiant_russia/setup.py" line="139"/>
        <source>{unit} sets up in {hex}</source>
        <translation>{unit}を{hex}に配置</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/defiant_russia/special/airborne.py" line="21"/>
        <source>the unit is eliminated</source>
        <translation>ユニットは除去</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/defiant_russia/special/airborne.py" line="21"/>
        <source>the unit is reduced</source>
        <translation>ユニットは減少</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/defiant_russia/special/airborne.py" line="22"/>
        <source>no effect</source>
        <translation>効果なし</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/defiant_russia/special/airborne.py" line="58"/>
        <source>airborne drop</source>
        <translation>空挺降下</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/defiant_russia/special/airborne.py" line="60"/>
        <source>Airborne drop die {die}: {result}</source>
        <translation>空挺降下のサイコロ{die}: {result}</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/defiant_russia/special/leaders.py" line="92"/>
        <source>leader death roll</source>
        <translation>リーダーの死亡判定</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/defiant_russia/special/leaders.py" line="94"/>
        <source>{leader} death roll {die}: {result}</source>
        <translation>{leader}の死亡判定{die}: {result}</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/defiant_russia/special/leaders.py" line="95"/>
        <source>killed</source>
        <translation>死亡</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/defiant_russia/special/leaders.py" line="95"/>
        <source>survives</source>
        <translation>生存</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/defiant_russia/special/leaders.py" line="165"/>
        <source>{leader} has nowhere to go and is removed</source>
        <translation>{leader}は行き場がなく取り除かれます</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/defiant_russia/special/leaders.py" line="176"/>
        <source>{leader} is placed in {hex}</source>
        <translation>{leader}を{hex}に配置</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/defiant_russia/special/leaders.py" line="191"/>
        <source>Place {leader}</source>
        <translation>{leader}を配置してください</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/defiant_russia/special/leaders.py" line="208"/>
        <source>{leader} is overrun</source>
        <translation>{leader}は蹂躙されました</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/defiant_russia/special/minors.py" line="30"/>
        <source>{city} is in Soviet hands: {n:# {nation} unit leaves|# {nation} units leave} the game</source>
        <translation>{city}はソ連軍の支配下です: {nation}の部隊{n}個がゲームから除外されます</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/defiant_russia/special/navy.py" line="100"/>
        <source>{fleet} cannot escape and is destroyed</source>
        <translation>{fleet}は逃れられず破壊されました</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/defiant_russia/special/navy.py" line="117"/>
        <source>Move {fleet} away</source>
        <translation>{fleet}を移動させてください</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/defiant_russia/special/navy.py" line="128"/>
        <source>{fleet} moves to {hex}</source>
        <translation>{fleet}は{hex}へ移動</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/defiant_russia/special/navy.py" line="157"/>
        <source>air attack on a fleet</source>
        <translation>艦隊への航空攻撃</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/defiant_russia/special/navy.py" line="159"/>
        <source>Air attack on {fleet}: {hits:# hit|# hits}</source>
        <translation>{fleet}への航空攻撃: {hits}ヒット</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/defiant_russia/special/navy.py" line="167"/>
        <source>{fleet} is sunk</source>
        <translation>{fleet}は撃沈されました</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/defiant_russia/special/navy.py" line="170"/>
        <source>{fleet} is reduced</source>
        <translation>{fleet}は減少戦力になりました</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/defiant_russia/special/partisans.py" line="25"/>
        <source>partisans</source>
        <translation>パルチザン</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/defiant_russia/special/partisans.py" line="27"/>
        <source>Partisans roll {die}: no effect</source>
        <translation>パルチザンのサイコロ{die}: 効果なし</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/defiant_russia/special/partisans.py" line="30"/>
        <source>Partisans roll 6: the Axis must reduce an infantry unit</source>
        <translation>パルチザンのサイコロ 6: 枢軸軍は歩兵部隊を1個減少させなければなりません</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/defiant_russia/special/partisans.py" line="32"/>
        <source>Reduce one infantry unit (partisans)</source>
        <translation>歩兵部隊を1個減少させてください (パルチザン)</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/defiant_russia/special/shock.py" line="44"/>
        <source>{shock} replaces {unit}</source>
        <translation>{shock}が{unit}と交代</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/defiant_russia/status.py" line="29"/>
        <source>{n} (committed to this attack: {c})</source>
        <translation>{n}（この攻撃に投入: {c}）</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/defiant_russia/status.py" line="32"/>
        <source>11.7: at most {m} points per combat, none in exploitation combat{axis}; unused points are lost at the next organization phase</source>
        <translation>11.7: 1回の戦闘に最大{m}ポイント、突破戦闘では使えない{axis}。使わなかったポイントは次の組織フェイズに失われる</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/defiant_russia/status.py" line="35"/>
        <source>, only with a German unit attacking</source>
        <translation>。ドイツ軍ユニットが攻撃するときのみ</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/defiant_russia/status.py" line="36"/>
        <source>Air points</source>
        <translation>航空ポイント</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/defiant_russia/status.py" line="49"/>
        <source>Replacement points</source>
        <translation>補充ポイント</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/defiant_russia/status.py" line="50"/>
        <source>10.1: {flip} to restore a reduced unit, {back} to return an eliminated one (reduced); points not spent are lost</source>
        <translation>10.1: 減少ユニットの回復に{flip}、除去されたユニットの復帰（減少面）に{back}。使わなかったポイントは失われる</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/defiant_russia/status.py" line="55"/>
        <source>Armour units that may still receive points</source>
        <translation>まだ補充を受けられる機甲ユニット</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/defiant_russia/status.py" line="57"/>
        <source>10.13, 10.14: {cap} this turn</source>
        <translation>10.13、10.14: このターンは{cap}</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/defiant_russia/status.py" line="61"/>
        <source>Rail moves left</source>
        <translation>残りの鉄道移動</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/defiant_russia/status.py" line="62"/>
        <source>6.5: {cap} this turn in this weather</source>
        <translation>6.5: この天候ではこのターン{cap}回</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/defiant_russia/victory.py" line="82"/>
        <source>{city} held</source>
        <translation>{city}を保持</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/defiant_russia/victory.py" line="84"/>
        <source>Stalin alive</source>
        <translation>スターリン健在</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/defiant_russia/victory.py" line="86"/>
        <source>Stalin dead</source>
        <translation>スターリン死亡</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/defiant_russia/victory.py" line="89"/>
        <source>More casualties inflicted ({axis} Axis, {soviet} Soviet; the Soviets win a tie)</source>
        <translation>敵に与えた損害が多い（枢軸{axis}、ソ連{soviet}。同数ならソ連）</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/defiant_russia/victory.py" line="112"/>
        <source>{side} holds {cities} at once</source>
        <translation type="vanished">{side} が {cities} を同時に支配</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/defiant_russia/victory.py" line="114"/>
        <source>{side:actor} holds {cities} at once</source>
        <translation>{side}が{cities}を同時に支配</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/defiant_russia/victory.py" line="117"/>
        <source>Automatic victory: {side}</source>
        <translation>自動的勝利: {side}</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/defiant_russia/victory.py" line="124"/>
        <source>{side} wins {a} to {b} (casualty points: Axis {ca}, Soviet {cs})</source>
        <translation type="vanished">{side} の勝利 {a} 対 {b} (損害ポイント: 枢軸軍 {ca}、ソ連軍 {cs})</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/defiant_russia/victory.py" line="127"/>
        <source>{side:actor} wins {a} to {b} (casualty points: Axis {ca}, Soviet {cs})</source>
        <translation>{side}の勝利{a}対{b} (損害ポイント: 枢軸軍{ca}、ソ連軍{cs})</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/defiant_russia/weather.py" line="13"/>
        <source>Weather die {die}: {weather}</source>
        <translation>天候のサイコロ{die}: {weather}</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/defiant_russia/weather.py" line="13"/>
        <source>Weather: {weather}</source>
        <translation>天候: {weather}</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/defiant_russia/weather.py" line="13"/>
        <source>weather</source>
        <translation>天候</translation>
    </message>
    <message>
        <source>1 unit still to set up (3.0)</source>
        <translation type="vanished">配置の残り 1 ユニット (3.0)</translation>
    </message>
    <message>
        <source>1 {side} unit is out of supply</source>
        <translation type="vanished">{side} の 1 個の部隊が補給切れです</translation>
    </message>
    <message>
        <source>Air attack on {fleet}: {hits} hits</source>
        <translation type="vanished">{fleet} への航空攻撃: {hits} ヒット</translation>
    </message>
    <message>
        <source>Air points: +{n} dice (11.7)</source>
        <translation type="vanished">航空ポイント: ダイス +{n} (11.7)</translation>
    </message>
    <message>
        <source>Attack on {targets}: {ad} dice against {dd}; 1 hit on the defender, {ha} on the attacker</source>
        <translation type="vanished">{targets} への攻撃: サイコロ {ad} 個対 {dd} 個、防御側に 1 ヒット、攻撃側に {ha} ヒット</translation>
    </message>
    <message>
        <source>Attack on {targets}: {ad} dice against {dd}; {hd} hits on the defender, {ha} on the attacker</source>
        <translation type="vanished">{targets} への攻撃: サイコロ {ad} 個対 {dd} 個、防御側に {hd} ヒット、攻撃側に {ha} ヒット</translation>
    </message>
    <message>
        <source>Attacker rolls {n} dice, hitting on {h}+</source>
        <translation type="vanished">攻撃側はサイコロ {n} 個、{h} 以上でヒット</translation>
    </message>
    <message>
        <source>Defender rolls {n} dice, hitting on {h}+</source>
        <translation type="vanished">防御側はサイコロ {n} 個、{h} 以上でヒット</translation>
    </message>
    <message>
        <source>Fleet rolls {n} dice, hitting on 6</source>
        <translation type="vanished">艦隊はサイコロ {n} 個、6 でヒット</translation>
    </message>
    <message>
        <source>Retreat {unit} 1 hex</source>
        <translation type="vanished">{unit}を1ヘクス退却させる</translation>
    </message>
    <message>
        <source>Retreat {unit} {n} hexes</source>
        <translation type="vanished">{unit} を {n} ヘクス後退させてください</translation>
    </message>
    <message>
        <source>Take 1 hit</source>
        <translation type="vanished">1ヒットを受ける</translation>
    </message>
    <message>
        <source>Take {n} hits</source>
        <translation type="vanished">{n} ヒットを受けてください</translation>
    </message>
    <message>
        <source>Terrain and city in {hex}: +{n} defence dice (9.0)</source>
        <translation type="vanished">{hex}の地形と都市: 防御ダイス +{n} (9.0)</translation>
    </message>
    <message>
        <source>{att} dice against {dfn}; expected hits {on_def:.1f} on the defender, {on_att:.1f} on the attacker</source>
        <translation type="vanished"></translation>
    </message>
    <message>
        <source>{att} dice against {dfn}; expected hits {on_def} on the defender, {on_att} on the attacker</source>
        <translation type="vanished">ダイス{att}個対{dfn}個。予想命中数: 防御側{on_def}、攻撃側{on_att}</translation>
    </message>
    <message>
        <source>{city} is in Soviet hands: {n} {nation} units leave the game</source>
        <translation type="vanished">{city} はソ連軍の支配下です: {nation} の部隊 {n} 個がゲームから除外されます</translation>
    </message>
    <message>
        <source>{kind} is not allowed now ({phase})</source>
        <translation type="vanished">{kind} は今は許されません ({phase})</translation>
    </message>
    <message>
        <source>{leader}: +{n} dice (11.6)</source>
        <translation type="vanished">{leader}: ダイス +{n} (11.6)</translation>
    </message>
    <message>
        <source>{n:# {side} unit is|# {side} units are} out of supply</source>
        <translation type="vanished">{side}の{n}個の部隊が補給切れです</translation>
    </message>
    <message>
        <source>{n} hits exceed every step: all are eliminated</source>
        <translation type="vanished">{n} ヒットは全ステップを超えるため、全部隊が除去されます</translation>
    </message>
    <message>
        <source>{n} reinforcements arrive</source>
        <translation type="vanished">増援 {n} 個が到着</translation>
    </message>
    <message>
        <source>{n} reinforcements still to place (10.2)</source>
        <translation type="vanished">まだ {n} 個の増援を配置する必要があります (10.2)</translation>
    </message>
    <message>
        <source>{n} units still to set up (3.0)</source>
        <translation type="vanished">まだ {n} 個の部隊を配置する必要があります (3.0)</translation>
    </message>
    <message>
        <source>{n} {side} units are out of supply</source>
        <translation type="vanished">{side} の {n} 個の部隊が補給切れです</translation>
    </message>
    <message>
        <source>{side} receives {n} air points</source>
        <translation type="vanished">{side} は航空ポイント {n} を受け取ります</translation>
    </message>
    <message>
        <source>{side} receives {n} replacement points</source>
        <translation type="vanished">{side} は補充ポイント {n} を受け取ります</translation>
    </message>
    <message>
        <source>{side} strikes {fleet} with {points} air points</source>
        <translation type="vanished">{side}: 航空ポイント {points} で {fleet} を攻撃</translation>
    </message>
    <message>
        <source>{unit} cannot move there now</source>
        <translation type="vanished">{unit} は今そこへ移動できません</translation>
    </message>
</context>
<context>
    <name>engine</name>
    <message>
        <location filename="../../qtwargame/engine/actions.py" line="60"/>
        <source>{side}: {kind} ({units} {hexes})</source>
        <translation>{side}: {kind}（{units} {hexes}）</translation>
    </message>
    <message>
        <location filename="../../qtwargame/engine/actions.py" line="146"/>
        <source>an action must be an object with a &apos;kind&apos;</source>
        <translation>アクションは&apos;kind&apos;を持つオブジェクトでなければなりません</translation>
    </message>
    <message>
        <location filename="../../qtwargame/engine/actions.py" line="149"/>
        <source>&apos;kind&apos; must be a string, not {kind}</source>
        <translation>&apos;kind&apos;は文字列でなければなりません（{kind}ではなく）</translation>
    </message>
    <message>
        <location filename="../../qtwargame/engine/actions.py" line="152"/>
        <source>unknown action kind {kind}</source>
        <translation>{kind}という種類のアクションはありません</translation>
    </message>
    <message>
        <location filename="../../qtwargame/engine/actions.py" line="158"/>
        <source>action {kind} has no field {field}</source>
        <translation>アクション{kind}に項目{field}はありません</translation>
    </message>
    <message>
        <location filename="../../qtwargame/engine/actions.py" line="164"/>
        <source>action {kind} lacks field {field}</source>
        <translation>アクション{kind}に項目{field}がありません</translation>
    </message>
    <message>
        <location filename="../../qtwargame/engine/actions.py" line="170"/>
        <source>action {kind}, field {field}: {why}</source>
        <translation>アクション{kind}の項目{field}：{why}</translation>
    </message>
    <message>
        <location filename="../../qtwargame/engine/actions.py" line="177"/>
        <source>action {kind}: {why}</source>
        <translation>アクション{kind}：{why}</translation>
    </message>
    <message>
        <location filename="../../qtwargame/engine/actions.py" line="197"/>
        <source>a boolean</source>
        <translation>真偽値</translation>
    </message>
    <message>
        <location filename="../../qtwargame/engine/actions.py" line="199"/>
        <location filename="../../qtwargame/engine/savegame.py" line="497"/>
        <source>a number</source>
        <translation>数値</translation>
    </message>
    <message>
        <location filename="../../qtwargame/engine/actions.py" line="201"/>
        <source>a string</source>
        <translation>文字列</translation>
    </message>
    <message>
        <location filename="../../qtwargame/engine/actions.py" line="203"/>
        <location filename="../../qtwargame/engine/savegame.py" line="501"/>
        <source>a list</source>
        <translation>リスト</translation>
    </message>
    <message>
        <location filename="../../qtwargame/engine/actions.py" line="205"/>
        <location filename="../../qtwargame/engine/savegame.py" line="503"/>
        <source>an object</source>
        <translation>オブジェクト</translation>
    </message>
    <message>
        <location filename="../../qtwargame/engine/actions.py" line="213"/>
        <source>expected a hex number (a string), got {kind}</source>
        <translation>ヘクス番号（文字列）が必要ですが、{kind}が書かれています</translation>
    </message>
    <message>
        <location filename="../../qtwargame/engine/actions.py" line="218"/>
        <source>{value} is not a hex number of this map</source>
        <translation>{value}はこのマップのヘクス番号ではありません</translation>
    </message>
    <message>
        <location filename="../../qtwargame/engine/actions.py" line="227"/>
        <source>expected a list, got {kind}</source>
        <translation>リストが必要ですが、{kind}が書かれています</translation>
    </message>
    <message>
        <location filename="../../qtwargame/engine/actions.py" line="232"/>
        <source>expected a list of {n} values, got {got}</source>
        <translation>{n}個の値のリストが必要ですが、{got}個です</translation>
    </message>
    <message>
        <location filename="../../qtwargame/engine/actions.py" line="234"/>
        <source>{side} ends the phase</source>
        <translation type="vanished">{side}がフェイズを終了</translation>
    </message>
    <message>
        <location filename="../../qtwargame/engine/actions.py" line="237"/>
        <source>expected true or false, got {kind}</source>
        <translation>trueかfalseが必要ですが、{kind}が書かれています</translation>
    </message>
    <message>
        <location filename="../../qtwargame/engine/actions.py" line="242"/>
        <source>expected a whole number, got {kind}</source>
        <translation>整数が必要ですが、{kind}が書かれています</translation>
    </message>
    <message>
        <location filename="../../qtwargame/engine/actions.py" line="245"/>
        <source>the number {value} is out of range</source>
        <translation>数値{value}は範囲外です</translation>
    </message>
    <message>
        <location filename="../../qtwargame/engine/actions.py" line="249"/>
        <source>expected a string, got {kind}</source>
        <translation>文字列が必要ですが、{kind}が書かれています</translation>
    </message>
    <message>
        <location filename="../../qtwargame/engine/actions.py" line="262"/>
        <source>{side:actor} ends the phase</source>
        <translation>{side}がフェイズを終了</translation>
    </message>
    <message>
        <location filename="../../qtwargame/engine/actions.py" line="265"/>
        <source>{side} moves {unit} to {to}</source>
        <translation type="vanished">{side}: {unit} が {to} へ移動</translation>
    </message>
    <message>
        <location filename="../../qtwargame/engine/actions.py" line="266"/>
        <source>{side} moves {unit} by rail to {to}</source>
        <translation type="vanished">{side}: {unit} が鉄道で {to} へ移動</translation>
    </message>
    <message>
        <location filename="../../qtwargame/engine/actions.py" line="267"/>
        <source>{side} moves {unit} by sea to {to}</source>
        <translation type="vanished">{side}: {unit} が海上輸送で {to} へ移動</translation>
    </message>
    <message>
        <location filename="../../qtwargame/engine/actions.py" line="268"/>
        <source>{side} moves {unit} by road to {to}</source>
        <translation type="vanished">{side}: {unit} が道路移動で {to} へ移動</translation>
    </message>
    <message>
        <location filename="../../qtwargame/engine/actions.py" line="269"/>
        <source>{side} moves {unit} by strategic movement to {to}</source>
        <translation type="vanished">{side}: {unit} が戦略移動で {to} へ移動</translation>
    </message>
    <message>
        <location filename="../../qtwargame/engine/actions.py" line="270"/>
        <source>{side} moves {unit} in exploitation to {to}</source>
        <translation type="vanished">{side}: {unit} が戦果拡張移動で {to} へ移動</translation>
    </message>
    <message>
        <location filename="../../qtwargame/engine/actions.py" line="271"/>
        <source>{side} moves {unit} to overrun {to}</source>
        <translation type="vanished">{side}: {unit} が {to} を蹂躙するため移動</translation>
    </message>
    <message>
        <location filename="../../qtwargame/engine/actions.py" line="276"/>
        <source>a move needs at least one hex in its path</source>
        <translation>移動には経路のヘクスが少なくとも1つ必要です</translation>
    </message>
    <message>
        <location filename="../../qtwargame/engine/actions.py" line="291"/>
        <source>{side} places {unit} at {hex}</source>
        <translation type="vanished">{side}: {unit} を {hex} に配置</translation>
    </message>
    <message>
        <location filename="../../qtwargame/engine/actions.py" line="292"/>
        <location filename="../../qtwargame/engine/actions.py" line="293"/>
        <source>{side} sets up {unit} at {hex}</source>
        <translation type="vanished">{side}: {unit} を {hex} に初期配置</translation>
    </message>
    <message>
        <location filename="../../qtwargame/engine/actions.py" line="293"/>
        <source>{side:actor} moves {unit} to {to}</source>
        <translation>{side}が{unit}を{to}へ移動</translation>
    </message>
    <message>
        <location filename="../../qtwargame/engine/actions.py" line="294"/>
        <source>{side:actor} moves {unit} by rail to {to}</source>
        <translation>{side}が{unit}を鉄道で{to}へ移動</translation>
    </message>
    <message>
        <location filename="../../qtwargame/engine/actions.py" line="294"/>
        <source>{side} brings in {unit} as a reinforcement at {hex}</source>
        <translation type="vanished">{side}: 増援の {unit} を {hex} に登場させる</translation>
    </message>
    <message>
        <location filename="../../qtwargame/engine/actions.py" line="295"/>
        <source>{side:actor} moves {unit} by sea to {to}</source>
        <translation>{side}が{unit}を海上輸送で{to}へ移動</translation>
    </message>
    <message>
        <location filename="../../qtwargame/engine/actions.py" line="295"/>
        <source>{side} returns {unit} to the map at {hex} with replacements</source>
        <translation type="vanished">{side}: 補充により {unit} を {hex} で盤上に戻す</translation>
    </message>
    <message>
        <location filename="../../qtwargame/engine/actions.py" line="296"/>
        <source>{side:actor} moves {unit} by road to {to}</source>
        <translation>{side}が{unit}を道路移動で{to}へ移動</translation>
    </message>
    <message>
        <location filename="../../qtwargame/engine/actions.py" line="296"/>
        <source>{side} rebuilds {unit} at {hex}</source>
        <translation type="vanished">{side}: {unit} を {hex} で再建</translation>
    </message>
    <message>
        <location filename="../../qtwargame/engine/actions.py" line="297"/>
        <source>{side:actor} moves {unit} by strategic movement to {to}</source>
        <translation>{side}が{unit}を戦略移動で{to}へ移動</translation>
    </message>
    <message>
        <location filename="../../qtwargame/engine/actions.py" line="297"/>
        <source>{side} relocates {unit} to {hex}</source>
        <translation type="vanished">{side}: {unit} を {hex} へ移す</translation>
    </message>
    <message>
        <location filename="../../qtwargame/engine/actions.py" line="298"/>
        <source>{side:actor} moves {unit} in exploitation to {to}</source>
        <translation>{side}が{unit}を突破移動で{to}へ移動</translation>
    </message>
    <message>
        <location filename="../../qtwargame/engine/actions.py" line="298"/>
        <source>{side} displaces {unit} to {hex}</source>
        <translation type="vanished">{side}: {unit} を {hex} へ退避させる</translation>
    </message>
    <message>
        <location filename="../../qtwargame/engine/actions.py" line="299"/>
        <source>{side:actor} moves {unit} to overrun {to}</source>
        <translation>{side}が{to}を蹂躙するため{unit}を移動</translation>
    </message>
    <message>
        <location filename="../../qtwargame/engine/actions.py" line="299"/>
        <source>{side} places {unit} at {hex} for the offensive in the East</source>
        <translation type="vanished">{side}: 東部での攻勢のため {unit} を {hex} に配置</translation>
    </message>
    <message>
        <location filename="../../qtwargame/engine/actions.py" line="300"/>
        <source>{side} raises {unit} as militia at {hex}</source>
        <translation type="vanished">{side}: 民兵 {unit} を {hex} で編成</translation>
    </message>
    <message>
        <location filename="../../qtwargame/engine/actions.py" line="301"/>
        <source>{side} drops {unit} by air at {hex}</source>
        <translation type="vanished">{side}: {unit} を {hex} に空挺降下</translation>
    </message>
    <message>
        <location filename="../../qtwargame/engine/actions.py" line="319"/>
        <source>{side:actor} places {unit} at {hex}</source>
        <translation>{side}が{unit}を{hex}に配置</translation>
    </message>
    <message>
        <location filename="../../qtwargame/engine/actions.py" line="320"/>
        <location filename="../../qtwargame/engine/actions.py" line="321"/>
        <source>{side:actor} sets up {unit} at {hex}</source>
        <translation>{side}が{unit}を{hex}に初期配置</translation>
    </message>
    <message>
        <location filename="../../qtwargame/engine/actions.py" line="322"/>
        <source>{side:actor} brings in {unit} as a reinforcement at {hex}</source>
        <translation>{side}が増援の{unit}を{hex}に登場させる</translation>
    </message>
    <message>
        <location filename="../../qtwargame/engine/actions.py" line="323"/>
        <source>{side:actor} returns {unit} to the map at {hex} with replacements</source>
        <translation>{side}が補充により{unit}を{hex}で盤上に戻す</translation>
    </message>
    <message>
        <location filename="../../qtwargame/engine/actions.py" line="324"/>
        <source>{side:actor} rebuilds {unit} at {hex}</source>
        <translation>{side}が{unit}を{hex}で再建</translation>
    </message>
    <message>
        <location filename="../../qtwargame/engine/actions.py" line="325"/>
        <source>{side:actor} relocates {unit} to {hex}</source>
        <translation>{side}が{unit}を{hex}へ移す</translation>
    </message>
    <message>
        <location filename="../../qtwargame/engine/actions.py" line="326"/>
        <source>{side:actor} displaces {unit} to {hex}</source>
        <translation>{side}が{unit}を{hex}へ退避させる</translation>
    </message>
    <message>
        <location filename="../../qtwargame/engine/actions.py" line="327"/>
        <source>{side:actor} places {unit} at {hex} for the offensive in the East</source>
        <translation>{side}が東部での攻勢のため{unit}を{hex}に配置</translation>
    </message>
    <message>
        <location filename="../../qtwargame/engine/actions.py" line="328"/>
        <source>{side:actor} raises {unit} as militia at {hex}</source>
        <translation>{side}が民兵{unit}を{hex}で編成</translation>
    </message>
    <message>
        <location filename="../../qtwargame/engine/actions.py" line="329"/>
        <source>{side:actor} drops {unit} by air at {hex}</source>
        <translation>{side}が{unit}を{hex}に空挺降下させる</translation>
    </message>
    <message>
        <location filename="../../qtwargame/engine/actions.py" line="329"/>
        <source>{side} attacks {target} with {attackers}</source>
        <translation type="vanished">{side}が {attackers} で {target} を攻撃</translation>
    </message>
    <message>
        <location filename="../../qtwargame/engine/actions.py" line="332"/>
        <source>{side} attacks {target} with {n} units: {attackers}</source>
        <translation type="vanished">{side}が{n}ユニットで{target}を攻撃: {attackers}</translation>
    </message>
    <message>
        <location filename="../../qtwargame/engine/actions.py" line="357"/>
        <source>{side:actor} attacks {target} with {attackers}</source>
        <translation>{side}が{attackers}で{target}を攻撃</translation>
    </message>
    <message>
        <location filename="../../qtwargame/engine/actions.py" line="360"/>
        <source>{side:actor} attacks {target} with {n} units: {attackers}</source>
        <translation>{side}が{n}ユニットで{target}を攻撃: {attackers}</translation>
    </message>
    <message>
        <location filename="../../qtwargame/engine/actions.py" line="365"/>
        <source>also {hexes}</source>
        <translation>{hexes}も攻撃</translation>
    </message>
    <message>
        <location filename="../../qtwargame/engine/actions.py" line="367"/>
        <source>{n} air points</source>
        <translation>航空ポイント{n}</translation>
    </message>
    <message>
        <location filename="../../qtwargame/engine/actions.py" line="368"/>
        <source>1 air point</source>
        <translation>航空ポイント1</translation>
    </message>
    <message>
        <location filename="../../qtwargame/engine/actions.py" line="370"/>
        <source>supported by {units}</source>
        <translation>{units}が支援</translation>
    </message>
    <message>
        <location filename="../../qtwargame/engine/actions.py" line="373"/>
        <source>{attack} ({extras})</source>
        <translation>{attack}（{extras}）</translation>
    </message>
    <message>
        <location filename="../../qtwargame/engine/actions.py" line="387"/>
        <source>{side} adds {units} to the attack</source>
        <translation type="vanished">{side}が{units}を攻撃に加える</translation>
    </message>
    <message>
        <location filename="../../qtwargame/engine/actions.py" line="389"/>
        <source>{side} also attacks {hexes}</source>
        <translation type="vanished">{side}が{hexes}も攻撃する</translation>
    </message>
    <message>
        <location filename="../../qtwargame/engine/actions.py" line="391"/>
        <source>{side} commits 1 air point</source>
        <translation type="vanished">{side}が航空ポイントを1投入</translation>
    </message>
    <message>
        <location filename="../../qtwargame/engine/actions.py" line="392"/>
        <source>{side} commits {n} air points</source>
        <translation type="vanished">{side}が航空ポイントを{n}投入</translation>
    </message>
    <message>
        <location filename="../../qtwargame/engine/actions.py" line="395"/>
        <source>{side} adds support to the attack</source>
        <translation type="vanished">{side}が攻撃に支援を加える</translation>
    </message>
    <message>
        <location filename="../../qtwargame/engine/actions.py" line="396"/>
        <source>{side} adds {units} in support</source>
        <translation type="vanished">{side}が{units}を支援に加える</translation>
    </message>
    <message>
        <location filename="../../qtwargame/engine/actions.py" line="398"/>
        <source>{side} gives the leader&apos;s bonus to {hexes}</source>
        <translation type="vanished">{side}が{hexes}に指揮官ボーナスを与える</translation>
    </message>
    <message>
        <location filename="../../qtwargame/engine/actions.py" line="400"/>
        <source>{side} resolves the attack</source>
        <translation type="vanished">{side}が攻撃を解決する</translation>
    </message>
    <message>
        <location filename="../../qtwargame/engine/actions.py" line="402"/>
        <source>{side} does not advance</source>
        <translation type="vanished">{side}は前進しない</translation>
    </message>
    <message>
        <location filename="../../qtwargame/engine/actions.py" line="404"/>
        <source>{side} stops advancing</source>
        <translation type="vanished">{side}は前進を終える</translation>
    </message>
    <message>
        <location filename="../../qtwargame/engine/actions.py" line="406"/>
        <source>{side} retreats instead of losing more steps</source>
        <translation type="vanished">{side}はこれ以上のステップロスの代わりに退却する</translation>
    </message>
    <message>
        <location filename="../../qtwargame/engine/actions.py" line="408"/>
        <source>{side} passes</source>
        <translation type="vanished">{side}はパス</translation>
    </message>
    <message>
        <location filename="../../qtwargame/engine/actions.py" line="410"/>
        <source>{side} is done</source>
        <translation type="vanished">{side}は終了</translation>
    </message>
    <message>
        <location filename="../../qtwargame/engine/actions.py" line="413"/>
        <source>{side} defends passively with every unit</source>
        <translation type="vanished">{side}は全ユニットで消極防御</translation>
    </message>
    <message>
        <location filename="../../qtwargame/engine/actions.py" line="414"/>
        <source>{side} defends actively with {units}</source>
        <translation type="vanished">{side}は{units}で積極防御</translation>
    </message>
    <message>
        <location filename="../../qtwargame/engine/actions.py" line="415"/>
        <source>{side:actor} adds {units} to the attack</source>
        <translation>{side}が{units}を攻撃に加える</translation>
    </message>
    <message>
        <location filename="../../qtwargame/engine/actions.py" line="416"/>
        <source>{side} chooses {units}</source>
        <translation type="vanished">{side}は{units}を選ぶ</translation>
    </message>
    <message>
        <location filename="../../qtwargame/engine/actions.py" line="417"/>
        <source>{side:actor} also attacks {hexes}</source>
        <translation>{side}が{hexes}も攻撃する</translation>
    </message>
    <message>
        <location filename="../../qtwargame/engine/actions.py" line="418"/>
        <source>{side} answers yes</source>
        <translation type="vanished">{side}は「はい」と答える</translation>
    </message>
    <message>
        <location filename="../../qtwargame/engine/actions.py" line="419"/>
        <source>{side:actor} commits 1 air point</source>
        <translation>{side}が航空ポイントを1投入</translation>
    </message>
    <message>
        <location filename="../../qtwargame/engine/actions.py" line="420"/>
        <source>{side:actor} commits {n} air points</source>
        <translation>{side}が航空ポイントを{n}投入</translation>
    </message>
    <message>
        <location filename="../../qtwargame/engine/actions.py" line="420"/>
        <source>{side} answers no</source>
        <translation type="vanished">{side}は「いいえ」と答える</translation>
    </message>
    <message>
        <location filename="../../qtwargame/engine/actions.py" line="421"/>
        <source>{side} answers</source>
        <translation type="vanished">{side}が応答</translation>
    </message>
    <message>
        <location filename="../../qtwargame/engine/actions.py" line="423"/>
        <source>{side:actor} adds support to the attack</source>
        <translation>{side}が攻撃に支援を加える</translation>
    </message>
    <message>
        <location filename="../../qtwargame/engine/actions.py" line="424"/>
        <source>{side:actor} adds {units} in support</source>
        <translation>{side}が{units}を支援に加える</translation>
    </message>
    <message>
        <location filename="../../qtwargame/engine/actions.py" line="426"/>
        <source>{side:actor} gives the leader&apos;s bonus to {hexes}</source>
        <translation>{side}が{hexes}に指揮官ボーナスを与える</translation>
    </message>
    <message>
        <location filename="../../qtwargame/engine/actions.py" line="428"/>
        <source>{side:actor} resolves the attack</source>
        <translation>{side}が攻撃を解決する</translation>
    </message>
    <message>
        <location filename="../../qtwargame/engine/actions.py" line="430"/>
        <source>{side:actor} does not advance</source>
        <translation>{side}は前進しない</translation>
    </message>
    <message>
        <location filename="../../qtwargame/engine/actions.py" line="432"/>
        <source>{side:actor} stops advancing</source>
        <translation>{side}は前進を終える</translation>
    </message>
    <message>
        <location filename="../../qtwargame/engine/actions.py" line="434"/>
        <source>{side:actor} retreats instead of losing more steps</source>
        <translation>{side}はこれ以上のステップロスの代わりに退却する</translation>
    </message>
    <message>
        <location filename="../../qtwargame/engine/actions.py" line="436"/>
        <source>{side:actor} passes</source>
        <translation>{side}はパス</translation>
    </message>
    <message>
        <location filename="../../qtwargame/engine/actions.py" line="438"/>
        <source>{side:actor} is done</source>
        <translation>{side}は終了</translation>
    </message>
    <message>
        <location filename="../../qtwargame/engine/actions.py" line="441"/>
        <source>{side:actor} defends passively with every unit</source>
        <translation>{side}は全ユニットで消極防御</translation>
    </message>
    <message>
        <location filename="../../qtwargame/engine/actions.py" line="442"/>
        <source>{side:actor} defends actively with {units}</source>
        <translation>{side}は{units}で積極防御</translation>
    </message>
    <message>
        <location filename="../../qtwargame/engine/actions.py" line="444"/>
        <source>{side:actor} chooses {units}</source>
        <translation>{side}は{units}を選ぶ</translation>
    </message>
    <message>
        <location filename="../../qtwargame/engine/actions.py" line="446"/>
        <source>{side:actor} answers yes</source>
        <translation>{side}は「はい」と答える</translation>
    </message>
    <message>
        <location filename="../../qtwargame/engine/actions.py" line="448"/>
        <source>{side:actor} answers no</source>
        <translation>{side}は「いいえ」と答える</translation>
    </message>
    <message>
        <location filename="../../qtwargame/engine/actions.py" line="449"/>
        <source>{side:actor} answers</source>
        <translation>{side}が応答</translation>
    </message>
    <message>
        <location filename="../../qtwargame/engine/actions.py" line="458"/>
        <source>Add {units}</source>
        <translation>{units}を加える</translation>
    </message>
    <message>
        <location filename="../../qtwargame/engine/actions.py" line="459"/>
        <source>Also attack {hexes}</source>
        <translation>{hexes}も攻撃</translation>
    </message>
    <message>
        <location filename="../../qtwargame/engine/actions.py" line="460"/>
        <source>Add 1 air point</source>
        <translation>航空ポイントを1加える</translation>
    </message>
    <message>
        <location filename="../../qtwargame/engine/actions.py" line="461"/>
        <source>Add {n} air points</source>
        <translation>航空ポイントを{n}加える</translation>
    </message>
    <message>
        <location filename="../../qtwargame/engine/actions.py" line="462"/>
        <source>Support with {units}</source>
        <translation>{units}で支援</translation>
    </message>
    <message>
        <location filename="../../qtwargame/engine/actions.py" line="463"/>
        <source>Leader&apos;s bonus to {hexes}</source>
        <translation>{hexes}に指揮官ボーナス</translation>
    </message>
    <message>
        <location filename="../../qtwargame/engine/actions.py" line="464"/>
        <source>Resolve the attack</source>
        <translation>攻撃を解決</translation>
    </message>
    <message>
        <location filename="../../qtwargame/engine/actions.py" line="465"/>
        <source>Do not advance</source>
        <translation>前進しない</translation>
    </message>
    <message>
        <location filename="../../qtwargame/engine/actions.py" line="466"/>
        <source>Stop advancing</source>
        <translation>前進を終える</translation>
    </message>
    <message>
        <location filename="../../qtwargame/engine/actions.py" line="467"/>
        <source>Retreat instead</source>
        <translation>代わりに退却</translation>
    </message>
    <message>
        <location filename="../../qtwargame/engine/actions.py" line="468"/>
        <source>Pass</source>
        <translation>パス</translation>
    </message>
    <message>
        <location filename="../../qtwargame/engine/actions.py" line="469"/>
        <source>Done</source>
        <translation>終了</translation>
    </message>
    <message>
        <location filename="../../qtwargame/engine/actions.py" line="470"/>
        <source>Active: {units}</source>
        <translation>積極防御: {units}</translation>
    </message>
    <message>
        <location filename="../../qtwargame/engine/actions.py" line="471"/>
        <source>All passive</source>
        <translation>全て消極防御</translation>
    </message>
    <message>
        <location filename="../../qtwargame/engine/actions.py" line="472"/>
        <source>{units}</source>
        <translation>{units}</translation>
    </message>
    <message>
        <location filename="../../qtwargame/engine/actions.py" line="473"/>
        <source>Yes</source>
        <translation>はい</translation>
    </message>
    <message>
        <location filename="../../qtwargame/engine/actions.py" line="474"/>
        <source>No</source>
        <translation>いいえ</translation>
    </message>
    <message>
        <location filename="../../qtwargame/engine/actions.py" line="479"/>
        <source>{unit} takes the loss</source>
        <translation>{unit}が損害を受ける</translation>
    </message>
    <message>
        <location filename="../../qtwargame/engine/actions.py" line="482"/>
        <source>Retreat {unit} to {to} through {via}</source>
        <translation>{unit}を{via}経由で{to}へ退却</translation>
    </message>
    <message>
        <location filename="../../qtwargame/engine/actions.py" line="485"/>
        <source>Retreat {unit} to {to}</source>
        <translation>{unit}を{to}へ退却</translation>
    </message>
    <message>
        <location filename="../../qtwargame/engine/actions.py" line="488"/>
        <source>Advance {unit} to {hex}</source>
        <translation>{unit}を{hex}へ前進</translation>
    </message>
    <message>
        <location filename="../../qtwargame/engine/actions.py" line="490"/>
        <source>Move {unit} to {to}</source>
        <translation>{unit}を{to}へ移動</translation>
    </message>
    <message>
        <location filename="../../qtwargame/engine/actions.py" line="492"/>
        <source>Rebuild {unit} at {hex}</source>
        <translation>{unit}を{hex}で再建する</translation>
    </message>
    <message>
        <location filename="../../qtwargame/engine/actions.py" line="494"/>
        <source>Place {unit} at {hex}</source>
        <translation>{unit}を{hex}に配置する</translation>
    </message>
    <message>
        <location filename="../../qtwargame/engine/actions.py" line="496"/>
        <source>Remove {unit}: over the stacking limit</source>
        <translation>スタック制限超過のため{unit}を除去</translation>
    </message>
    <message>
        <location filename="../../qtwargame/engine/actions.py" line="498"/>
        <source>Remove {unit}</source>
        <translation>{unit}を除去</translation>
    </message>
    <message>
        <location filename="../../qtwargame/engine/actions.py" line="500"/>
        <source>Play {card} for {use}</source>
        <translation>{card}を{use}としてプレイ</translation>
    </message>
    <message>
        <location filename="../../qtwargame/engine/actions.py" line="502"/>
        <source>Play {card}</source>
        <translation>{card}をプレイ</translation>
    </message>
    <message>
        <location filename="../../qtwargame/engine/actions.py" line="534"/>
        <source>{side:actor} takes a loss on {unit}</source>
        <translation>{side}が{unit}に損害を割り当てる</translation>
    </message>
    <message>
        <location filename="../../qtwargame/engine/actions.py" line="535"/>
        <source>{side} plays {card} for {use}</source>
        <translation type="vanished">{side}が{card}を{use}としてプレイ</translation>
    </message>
    <message>
        <location filename="../../qtwargame/engine/actions.py" line="537"/>
        <source>{side} plays {card}</source>
        <translation type="vanished">{side}が{card}をプレイ</translation>
    </message>
    <message>
        <location filename="../../qtwargame/engine/actions.py" line="545"/>
        <source>{side:actor} retreats {unit} to {to}</source>
        <translation>{side}が{unit}を{to}へ退却させる</translation>
    </message>
    <message>
        <location filename="../../qtwargame/engine/actions.py" line="547"/>
        <source>{side} selects {n:# card|# cards}</source>
        <translation type="vanished">{side}がカードを {n} 枚選択</translation>
    </message>
    <message>
        <location filename="../../qtwargame/engine/actions.py" line="557"/>
        <source>{side:actor} advances {unit} to {hex}</source>
        <translation>{side}が{unit}を{hex}へ戦闘後前進させる</translation>
    </message>
    <message>
        <location filename="../../qtwargame/engine/actions.py" line="559"/>
        <source>{side} removes {unit}: over the stacking limit</source>
        <translation type="vanished">{side}: スタック制限超過のため {unit} を除去</translation>
    </message>
    <message>
        <location filename="../../qtwargame/engine/actions.py" line="561"/>
        <source>{side} removes {unit} by choice</source>
        <translation type="vanished">{side}: 自らの選択で {unit} を除去</translation>
    </message>
    <message>
        <location filename="../../qtwargame/engine/actions.py" line="562"/>
        <source>{side} removes {unit}</source>
        <translation type="vanished">{side}: {unit} を除去</translation>
    </message>
    <message>
        <location filename="../../qtwargame/engine/actions.py" line="574"/>
        <source>{side:actor} plays {card} for {use}</source>
        <translation>{side}が{card}を{use}としてプレイ</translation>
    </message>
    <message>
        <location filename="../../qtwargame/engine/actions.py" line="576"/>
        <source>{side:actor} plays {card}</source>
        <translation>{side}が{card}をプレイ</translation>
    </message>
    <message>
        <location filename="../../qtwargame/engine/actions.py" line="586"/>
        <source>{side:actor} selects {n:# card|# cards}</source>
        <translation>{side}がカードを{n}枚選択</translation>
    </message>
    <message>
        <location filename="../../qtwargame/engine/actions.py" line="598"/>
        <source>{side:actor} removes {unit}: over the stacking limit</source>
        <translation>{side}がスタック制限超過のため{unit}を除去</translation>
    </message>
    <message>
        <location filename="../../qtwargame/engine/actions.py" line="601"/>
        <source>{side:actor} removes {unit} by choice</source>
        <translation>{side}が自らの選択で{unit}を除去</translation>
    </message>
    <message>
        <location filename="../../qtwargame/engine/actions.py" line="602"/>
        <source>{side:actor} removes {unit}</source>
        <translation>{side}が{unit}を除去</translation>
    </message>
    <message>
        <location filename="../../qtwargame/engine/game.py" line="137"/>
        <source>The typed-in die {value} is not a face of the d{sides} this roll needs.</source>
        <translation>入力されたダイス目{value}は、この判定に使う{sides}面ダイスにない目です。</translation>
    </message>
    <message>
        <location filename="../../qtwargame/engine/game.py" line="140"/>
        <source>dice</source>
        <translation>ダイス</translation>
    </message>
    <message>
        <location filename="../../qtwargame/engine/game.py" line="248"/>
        <source>Dice rolled for: {what}.</source>
        <translation>ダイスを振りました：{what}。</translation>
    </message>
    <message>
        <location filename="../../qtwargame/engine/game.py" line="250"/>
        <source>Combat resolved.</source>
        <translation>戦闘を解決しました。</translation>
    </message>
    <message>
        <location filename="../../qtwargame/engine/game.py" line="250"/>
        <source>Dice rolled.</source>
        <translation>ダイスを振りました。</translation>
    </message>
    <message>
        <location filename="../../qtwargame/engine/game.py" line="328"/>
        <source>{side:actor} adds {n:# air point|# air points} to the attack ({total} in all)</source>
        <translation>{side}が攻撃に航空ポイントを{n}投入（計{total}）</translation>
    </message>
    <message>
        <location filename="../../qtwargame/engine/game.py" line="403"/>
        <source>Game begins: {title}</source>
        <translation>ゲーム開始: {title}</translation>
    </message>
    <message>
        <location filename="../../qtwargame/engine/game.py" line="420"/>
        <source>The game is over.</source>
        <translation>ゲームは終了しました。</translation>
    </message>
    <message>
        <location filename="../../qtwargame/engine/game.py" line="422"/>
        <source>It is the {side} player&apos;s decision now, not the {other} player&apos;s.</source>
        <translation>今は{other}ではなく{side}が決定する番です。</translation>
    </message>
    <message>
        <location filename="../../qtwargame/engine/game.py" line="426"/>
        <source>Answer the pending decision first.</source>
        <translation>先に保留中の決定に答えてください。</translation>
    </message>
    <message>
        <location filename="../../qtwargame/engine/game.py" line="471"/>
        <source>The last turn is over.</source>
        <translation>最終ターンが終わりました。</translation>
    </message>
    <message>
        <location filename="../../qtwargame/engine/game.py" line="472"/>
        <source>Game over</source>
        <translation>ゲーム終了</translation>
    </message>
    <message>
        <location filename="../../qtwargame/engine/game.py" line="479"/>
        <source>Turn {turn}: {phase}</source>
        <translation>第{turn}ターン: {phase}</translation>
    </message>
    <message>
        <location filename="../../qtwargame/engine/refusal.py" line="61"/>
        <source>Adding an attacker</source>
        <translation>攻撃ユニットの追加</translation>
    </message>
    <message>
        <location filename="../../qtwargame/engine/refusal.py" line="62"/>
        <source>Adding a defending hex</source>
        <translation>防御ヘクスの追加</translation>
    </message>
    <message>
        <location filename="../../qtwargame/engine/refusal.py" line="63"/>
        <source>Adding air points</source>
        <translation>空軍ポイントの追加</translation>
    </message>
    <message>
        <location filename="../../qtwargame/engine/refusal.py" line="64"/>
        <source>Adding support</source>
        <translation>支援の追加</translation>
    </message>
    <message>
        <location filename="../../qtwargame/engine/refusal.py" line="65"/>
        <source>Naming a hex for a leader&apos;s bonus</source>
        <translation>指揮官のボーナスを受けるヘクスの指定</translation>
    </message>
    <message>
        <location filename="../../qtwargame/engine/refusal.py" line="66"/>
        <source>Resolving an attack</source>
        <translation>攻撃の解決</translation>
    </message>
    <message>
        <location filename="../../qtwargame/engine/refusal.py" line="67"/>
        <source>Retreating instead</source>
        <translation>代わりの退却</translation>
    </message>
    <message>
        <location filename="../../qtwargame/engine/refusal.py" line="68"/>
        <source>Choosing the defence</source>
        <translation>防御方法の選択</translation>
    </message>
    <message>
        <location filename="../../qtwargame/engine/refusal.py" line="70"/>
        <source>That answer</source>
        <translation>その回答</translation>
    </message>
    <message>
        <location filename="../../qtwargame/engine/refusal.py" line="72"/>
        <source>Moving units</source>
        <translation>ユニットの移動</translation>
    </message>
    <message>
        <location filename="../../qtwargame/engine/refusal.py" line="73"/>
        <source>Attacking</source>
        <translation>攻撃</translation>
    </message>
    <message>
        <location filename="../../qtwargame/engine/refusal.py" line="74"/>
        <source>Placing units</source>
        <translation>ユニットの配置</translation>
    </message>
    <message>
        <location filename="../../qtwargame/engine/refusal.py" line="75"/>
        <source>Playing a card</source>
        <translation>カードの使用</translation>
    </message>
    <message>
        <location filename="../../qtwargame/engine/refusal.py" line="76"/>
        <source>Choosing cards</source>
        <translation>カードの選択</translation>
    </message>
    <message>
        <location filename="../../qtwargame/engine/refusal.py" line="77"/>
        <source>Removing units</source>
        <translation>ユニットの除去</translation>
    </message>
    <message>
        <location filename="../../qtwargame/engine/refusal.py" line="78"/>
        <source>Taking a loss</source>
        <translation>損害の適用</translation>
    </message>
    <message>
        <location filename="../../qtwargame/engine/refusal.py" line="79"/>
        <source>Retreating</source>
        <translation>退却</translation>
    </message>
    <message>
        <location filename="../../qtwargame/engine/refusal.py" line="80"/>
        <source>Advancing</source>
        <translation>戦闘後前進</translation>
    </message>
    <message>
        <location filename="../../qtwargame/engine/refusal.py" line="81"/>
        <source>Ending the phase</source>
        <translation>フェイズの終了</translation>
    </message>
    <message>
        <location filename="../../qtwargame/engine/refusal.py" line="83"/>
        <source>That action</source>
        <translation>その行動</translation>
    </message>
    <message>
        <location filename="../../qtwargame/engine/refusal.py" line="89"/>
        <source>{unit} has already moved this phase.</source>
        <translation>{unit}はこのフェイズにすでに移動しています。</translation>
    </message>
    <message>
        <location filename="../../qtwargame/engine/refusal.py" line="113"/>
        <source>{what} does not answer the question asked now: {prompt}</source>
        <translation>{what}は今求められている質問への回答になりません：{prompt}</translation>
    </message>
    <message>
        <location filename="../../qtwargame/engine/refusal.py" line="115"/>
        <source>{what} is not possible now ({phase}).</source>
        <translation>今（{phase}）は{what}はできません。</translation>
    </message>
    <message>
        <location filename="../../qtwargame/engine/refusal.py" line="127"/>
        <source>{unit} cannot be placed now.</source>
        <translation>{unit}は今は配置できません。</translation>
    </message>
    <message>
        <location filename="../../qtwargame/engine/refusal.py" line="128"/>
        <source>{unit} cannot be placed in {hex}.</source>
        <translation>{unit}は{hex}に配置できません。</translation>
    </message>
    <message>
        <location filename="../../qtwargame/engine/refusal.py" line="134"/>
        <source>{card} cannot be played now.</source>
        <translation>{card}は今は使用できません。</translation>
    </message>
    <message>
        <location filename="../../qtwargame/engine/refusal.py" line="136"/>
        <source>{card} cannot be played for {use} now.</source>
        <translation>{card}は今は{use}として使用できません。</translation>
    </message>
    <message>
        <location filename="../../qtwargame/engine/refusal.py" line="138"/>
        <source>{card} cannot be played on that now.</source>
        <translation>{card}は今その対象には使用できません。</translation>
    </message>
    <message>
        <location filename="../../qtwargame/engine/refusal.py" line="142"/>
        <source>Choose exactly {n:# card|# cards} from those offered.</source>
        <translation>示されたカードからちょうど{n}枚を選んでください。</translation>
    </message>
    <message>
        <location filename="../../qtwargame/engine/refusal.py" line="145"/>
        <source>{unit} cannot take this loss.</source>
        <translation>{unit}はこの損害を受けられません。</translation>
    </message>
    <message>
        <location filename="../../qtwargame/engine/refusal.py" line="150"/>
        <source>{unit} is not the unit to retreat now.</source>
        <translation>今退却するユニットは{unit}ではありません。</translation>
    </message>
    <message>
        <location filename="../../qtwargame/engine/refusal.py" line="151"/>
        <source>{unit} cannot retreat along that path.</source>
        <translation>{unit}はその経路では退却できません。</translation>
    </message>
    <message>
        <location filename="../../qtwargame/engine/refusal.py" line="155"/>
        <source>{unit} cannot advance now.</source>
        <translation>{unit}は今は戦闘後前進できません。</translation>
    </message>
    <message>
        <location filename="../../qtwargame/engine/refusal.py" line="156"/>
        <source>{unit} cannot advance into {hex}.</source>
        <translation>{unit}は{hex}へ戦闘後前進できません。</translation>
    </message>
    <message>
        <location filename="../../qtwargame/engine/refusal.py" line="159"/>
        <source>{unit} cannot be removed now.</source>
        <translation>{unit}は今は除去できません。</translation>
    </message>
    <message>
        <location filename="../../qtwargame/engine/refusal.py" line="166"/>
        <source>Only the {side} player may end this phase ({phase}).</source>
        <translation>このフェイズ（{phase}）を終了できるのは{side}プレイヤーだけです。</translation>
    </message>
    <message>
        <location filename="../../qtwargame/engine/refusal.py" line="169"/>
        <source>{what} is not allowed like that now.</source>
        <translation>今そのような{what}は認められません。</translation>
    </message>
    <message>
        <location filename="../../qtwargame/engine/refusal.py" line="180"/>
        <source>No further air point may be added to this attack.</source>
        <translation>この攻撃にこれ以上空軍ポイントを加えることはできません。</translation>
    </message>
    <message>
        <location filename="../../qtwargame/engine/refusal.py" line="182"/>
        <source>{unit} cannot join this attack.</source>
        <translation>{unit}はこの攻撃に参加できません。</translation>
    </message>
    <message>
        <location filename="../../qtwargame/engine/refusal.py" line="185"/>
        <source>{hex} cannot be added to this attack.</source>
        <translation>{hex}をこの攻撃に加えることはできません。</translation>
    </message>
    <message>
        <location filename="../../qtwargame/engine/refusal.py" line="191"/>
        <source>{what} is not possible like that now: the rules allow “{answer}”.</source>
        <translation>今そのように{what}はできません。ルールが認めているのは「{answer}」です。</translation>
    </message>
    <message>
        <location filename="../../qtwargame/engine/refusal.py" line="196"/>
        <source>{what} is not possible like that now: the rules allow {answers} and {n:# more|# more}.</source>
        <translation>今そのように{what}はできません。ルールが認めているのは{answers}ほか{n:#件|#件}です。</translation>
    </message>
    <message>
        <location filename="../../qtwargame/engine/refusal.py" line="198"/>
        <source>{what} is not possible like that now: the rules allow {answers}.</source>
        <translation>今そのように{what}はできません。ルールが認めているのは{answers}です。</translation>
    </message>
    <message>
        <location filename="../../qtwargame/engine/refusal.py" line="213"/>
        <source>{unit} is not one of your units on the map.</source>
        <translation>{unit}はマップ上の自軍ユニットではありません。</translation>
    </message>
    <message>
        <location filename="../../qtwargame/engine/refusal.py" line="218"/>
        <source>{unit} cannot move now ({phase}).</source>
        <translation>{unit}は今（{phase}）は移動できません。</translation>
    </message>
    <message>
        <location filename="../../qtwargame/engine/refusal.py" line="222"/>
        <source>{unit} cannot make a {mode} move now.</source>
        <translation>{unit}は今は{mode}移動を行えません。</translation>
    </message>
    <message>
        <location filename="../../qtwargame/engine/refusal.py" line="233"/>
        <source>The path passes through {hex}, held by the enemy.</source>
        <translation>経路が敵のいる{hex}を通っています。</translation>
    </message>
    <message>
        <location filename="../../qtwargame/engine/refusal.py" line="236"/>
        <source>The path goes on after entering an enemy zone of control in {hex}.</source>
        <translation>経路が{hex}で敵の支配地域に入った後も続いています。</translation>
    </message>
    <message>
        <location filename="../../qtwargame/engine/refusal.py" line="239"/>
        <source>{unit} may reach {hex}, but not along that path.</source>
        <translation>{unit}は{hex}へ移動できますが、その経路ではできません。</translation>
    </message>
    <message>
        <location filename="../../qtwargame/engine/refusal.py" line="241"/>
        <source>{hex} is held by the enemy.</source>
        <translation>{hex}には敵がいます。</translation>
    </message>
    <message>
        <location filename="../../qtwargame/engine/refusal.py" line="246"/>
        <source>Your units already in {hex} ({n}) reach the stacking limit.</source>
        <translation>{hex}にはすでに自軍ユニットが{n}個いてスタック制限に達しています。</translation>
    </message>
    <message>
        <location filename="../../qtwargame/engine/refusal.py" line="249"/>
        <source>{unit} may not end its move in {hex}: an enemy zone of control stops it first.</source>
        <translation>{unit}は{hex}で移動を終えられません：その前に敵の支配地域で停止します。</translation>
    </message>
    <message>
        <location filename="../../qtwargame/engine/refusal.py" line="252"/>
        <source>{hex} is out of reach: {unit} can reach {n:# hex|# hexes} this phase.</source>
        <translation>{hex}は移動範囲外です：{unit}がこのフェイズに移動できるのは{n}ヘクスです。</translation>
    </message>
    <message>
        <location filename="../../qtwargame/engine/refusal.py" line="265"/>
        <source>{unit} has already attacked this phase.</source>
        <translation>{unit}はこのフェイズにすでに攻撃しています。</translation>
    </message>
    <message>
        <location filename="../../qtwargame/engine/refusal.py" line="267"/>
        <source>{unit} cannot attack now.</source>
        <translation>{unit}は今は攻撃できません。</translation>
    </message>
    <message>
        <location filename="../../qtwargame/engine/refusal.py" line="270"/>
        <source>{hex} cannot be attacked now by those units.</source>
        <translation>そのユニットでは今{hex}を攻撃できません。</translation>
    </message>
    <message>
        <location filename="../../qtwargame/engine/refusal.py" line="271"/>
        <source>That attack on {hex} is not allowed as declared.</source>
        <translation>宣言された形での{hex}への攻撃は認められません。</translation>
    </message>
    <message>
        <location filename="../../qtwargame/engine/ruleset.py" line="568"/>
        <location filename="../../qtwargame/rules/red_vengeance/ruleset.py" line="660"/>
        <source>Turn {turn}</source>
        <translation>第{turn}ターン</translation>
    </message>
    <message>
        <location filename="../../qtwargame/engine/ruleset.py" line="570"/>
        <location filename="../../qtwargame/rules/red_vengeance/ruleset.py" line="654"/>
        <location filename="../../qtwargame/rules/red_vengeance/ruleset.py" line="660"/>
        <source>Later</source>
        <translation>後日</translation>
    </message>
    <message>
        <location filename="../../qtwargame/engine/savegame.py" line="353"/>
        <source>the scenario stored in this save was changed after it was saved</source>
        <translation>このセーブデータに含まれるシナリオが保存後に変更されています</translation>
    </message>
    <message>
        <location filename="../../qtwargame/engine/savegame.py" line="354"/>
        <source>the options stored in this save were changed after it was saved</source>
        <translation>このセーブデータに含まれるオプションが保存後に変更されています</translation>
    </message>
    <message>
        <location filename="../../qtwargame/engine/savegame.py" line="355"/>
        <source>the revision of the rules was changed after the game was saved</source>
        <translation>ルールの改訂番号が保存後に変更されています</translation>
    </message>
    <message>
        <location filename="../../qtwargame/engine/savegame.py" line="356"/>
        <source>the dice generator was changed after the game was saved</source>
        <translation>ダイスの生成方式が保存後に変更されています</translation>
    </message>
    <message>
        <location filename="../../qtwargame/engine/savegame.py" line="357"/>
        <source>the dice seed was changed after the game was saved</source>
        <translation>ダイスのシードが保存後に変更されています</translation>
    </message>
    <message>
        <location filename="../../qtwargame/engine/savegame.py" line="358"/>
        <source>the typed-in dice were changed after the game was saved</source>
        <translation>入力されたダイス目が保存後に変更されています</translation>
    </message>
    <message>
        <location filename="../../qtwargame/engine/savegame.py" line="359"/>
        <source>the actions were changed after the game was saved</source>
        <translation>手の記録が保存後に変更されています</translation>
    </message>
    <message>
        <location filename="../../qtwargame/engine/savegame.py" line="360"/>
        <source>the final state hash was changed after the game was saved</source>
        <translation>最終状態のハッシュが保存後に変更されています</translation>
    </message>
    <message>
        <location filename="../../qtwargame/engine/savegame.py" line="362"/>
        <source>missing or not an object with &quot;hash&quot; and &quot;parts&quot;: a version 3 save proves its scenario, options, dice and actions with it, so the save is refused as unverified</source>
        <translation>ないか、&quot;hash&quot; と &quot;parts&quot; を持つオブジェクトではありません。バージョン3のセーブデータはこれでシナリオ・オプション・ダイス・手の記録を証明するため、検証できないセーブデータとして読み込みを拒否します</translation>
    </message>
    <message>
        <location filename="../../qtwargame/engine/savegame.py" line="365"/>
        <source>does not match the save: the proof itself was edited</source>
        <translation>セーブデータと一致しません。証明そのものが編集されています</translation>
    </message>
    <message>
        <location filename="../../qtwargame/engine/savegame.py" line="415"/>
        <source>{what} ({items})</source>
        <translation>{what}（{items}）</translation>
    </message>
    <message>
        <location filename="../../qtwargame/engine/savegame.py" line="417"/>
        <source>{what} (the save had {old} actions, it now has {new})</source>
        <translation>{what}（保存時は{old}手、現在は{new}手）</translation>
    </message>
    <message>
        <location filename="../../qtwargame/engine/savegame.py" line="493"/>
        <source>null</source>
        <translation>null</translation>
    </message>
    <message>
        <location filename="../../qtwargame/engine/savegame.py" line="495"/>
        <source>true or false</source>
        <translation>true/false</translation>
    </message>
    <message>
        <location filename="../../qtwargame/engine/savegame.py" line="499"/>
        <source>text</source>
        <translation>文字列</translation>
    </message>
    <message>
        <location filename="../../qtwargame/engine/savegame.py" line="521"/>
        <source>unknown option (this scenario offers: {known})</source>
        <translation>不明なオプションです（このシナリオのオプション: {known}）</translation>
    </message>
    <message>
        <location filename="../../qtwargame/engine/savegame.py" line="523"/>
        <source>unknown option (this scenario offers: none)</source>
        <translation>不明なオプションです（このシナリオにオプションはありません）</translation>
    </message>
    <message>
        <location filename="../../qtwargame/engine/savegame.py" line="526"/>
        <location filename="../../qtwargame/engine/view_file.py" line="121"/>
        <location filename="../../qtwargame/engine/view_file.py" line="159"/>
        <source>{value} is not one of {choices}</source>
        <translation>{value}は選択肢（{choices}）にありません</translation>
    </message>
    <message>
        <location filename="../../qtwargame/engine/savegame.py" line="530"/>
        <source>must be true or false, not {kind}</source>
        <translation>trueかfalseでなければなりません（{kind}ではなく）</translation>
    </message>
    <message>
        <location filename="../../qtwargame/engine/savegame.py" line="604"/>
        <source>not a qtwargame saved game (no &quot;format&quot;: &quot;{format}&quot;)</source>
        <translation>qtwargame のセーブデータではありません（&quot;format&quot;: &quot;{format}&quot; がありません）</translation>
    </message>
    <message>
        <location filename="../../qtwargame/engine/savegame.py" line="609"/>
        <location filename="../../qtwargame/engine/view_file.py" line="94"/>
        <source>{version} is newer than this program reads ({newest})</source>
        <translation>{version}はこのプログラムが読めるバージョン（{newest}）より新しいバージョンです</translation>
    </message>
    <message>
        <location filename="../../qtwargame/engine/savegame.py" line="613"/>
        <source>is missing: a saved game gives its version, a whole number from 1 to {newest}</source>
        <translation>版番号がありません。保存データには1から{newest}までの整数の版番号が必要です</translation>
    </message>
    <message>
        <location filename="../../qtwargame/engine/savegame.py" line="616"/>
        <source>must be a whole number from 1 to {newest}, not {value}</source>
        <translation>1から{newest}までの整数でなければなりません（{value}ではなく）</translation>
    </message>
    <message>
        <location filename="../../qtwargame/engine/savegame.py" line="626"/>
        <source>not a field of a version {version} saved game (its fields: {fields})</source>
        <translation>バージョン{version}のセーブデータの項目ではありません（項目: {fields}）</translation>
    </message>
    <message>
        <location filename="../../qtwargame/engine/savegame.py" line="630"/>
        <source>missing (a save embeds its scenario)</source>
        <translation>ありません（セーブデータはシナリオを含みます）</translation>
    </message>
    <message>
        <location filename="../../qtwargame/engine/savegame.py" line="649"/>
        <source>must be one of {generators}, not {value}</source>
        <translation>{generators}のいずれかでなければなりません（{value}ではなく）</translation>
    </message>
    <message>
        <location filename="../../qtwargame/engine/savegame.py" line="651"/>
        <location filename="../../qtwargame/engine/view_file.py" line="99"/>
        <location filename="../../qtwargame/engine/view_file.py" line="107"/>
        <source>missing</source>
        <translation>指定なし</translation>
    </message>
    <message>
        <location filename="../../qtwargame/engine/savegame.py" line="658"/>
        <source>must be text, not {kind}</source>
        <translation>文字列でなければなりません（{kind}ではなく）</translation>
    </message>
    <message>
        <location filename="../../qtwargame/engine/savegame.py" line="661"/>
        <source>must be a turn number from 0 to {most}, not {value}</source>
        <translation>0から{most}までのターン番号でなければなりません（{value}ではなく）</translation>
    </message>
    <message>
        <location filename="../../qtwargame/engine/savegame.py" line="665"/>
        <source>must be a phase id, not {kind}</source>
        <translation>フェイズIDでなければなりません（{kind}ではなく）</translation>
    </message>
    <message>
        <location filename="../../qtwargame/engine/savegame.py" line="669"/>
        <source>must be an object, not {kind}</source>
        <translation>オブジェクトでなければなりません（{kind}ではなく）</translation>
    </message>
    <message>
        <location filename="../../qtwargame/engine/savegame.py" line="675"/>
        <source>must be a list of die values, not {kind}</source>
        <translation>ダイスの目のリストでなければなりません（{kind}ではなく）</translation>
    </message>
    <message>
        <location filename="../../qtwargame/engine/savegame.py" line="679"/>
        <source>{count} values is more than {most}</source>
        <translation>{count}個の値は上限の{most}個を超えています</translation>
    </message>
    <message>
        <location filename="../../qtwargame/engine/savegame.py" line="684"/>
        <source>{value} is not a face of this game&apos;s die (a whole number from 1 to {faces})</source>
        <translation>{value}はこのゲームのダイスの目ではありません（1から{faces}までの整数）</translation>
    </message>
    <message>
        <location filename="../../qtwargame/engine/savegame.py" line="691"/>
        <source>must be a list, not {kind}</source>
        <translation>リストでなければなりません（{kind}ではなく）</translation>
    </message>
    <message>
        <location filename="../../qtwargame/engine/savegame.py" line="694"/>
        <source>{count} actions is more than {most}</source>
        <translation>{count}手は上限の{most}手を超えています</translation>
    </message>
    <message>
        <location filename="../../qtwargame/engine/savegame.py" line="698"/>
        <source>an action must be an object, not {kind}</source>
        <translation>手はオブジェクトでなければなりません（{kind}ではなく）</translation>
    </message>
    <message>
        <location filename="../../qtwargame/engine/savegame.py" line="701"/>
        <source>must be the action&apos;s kind as text, not {kind}</source>
        <translation>手の種類を表す文字列でなければなりません（{kind}ではなく）</translation>
    </message>
    <message>
        <location filename="../../qtwargame/engine/savegame.py" line="704"/>
        <source>must be a side id, not {kind}</source>
        <translation>陣営IDでなければなりません（{kind}ではなく）</translation>
    </message>
    <message>
        <location filename="../../qtwargame/engine/savegame.py" line="707"/>
        <source>{value} is not a side of this scenario ({sides})</source>
        <translation>{value}はこのシナリオの陣営ではありません（{sides}）</translation>
    </message>
    <message>
        <location filename="../../qtwargame/engine/savegame.py" line="716"/>
        <source>missing, so nothing shows that the actions lead to the saved game; the save is refused as unverified</source>
        <translation>ありません。手の記録が保存されたゲームに至ることを示すものがないため、検証できないセーブデータとして読み込みを拒否します</translation>
    </message>
    <message>
        <location filename="../../qtwargame/engine/savegame.py" line="720"/>
        <source>must be 64 hexadecimal digits (a SHA-256)</source>
        <translation>16進数64桁（SHA-256）でなければなりません</translation>
    </message>
    <message>
        <location filename="../../qtwargame/engine/savegame.py" line="756"/>
        <source>a {generator} seed is {digits} hexadecimal digits (lower case), not {value}</source>
        <translation>{generator}のシードは16進数{digits}桁（小文字）です（{value}ではなく）</translation>
    </message>
    <message>
        <location filename="../../qtwargame/engine/savegame.py" line="760"/>
        <source>must be a whole number of at most 20 digits, not {value}</source>
        <translation>20桁以下の整数でなければなりません（{value}ではなく）</translation>
    </message>
    <message>
        <location filename="../../qtwargame/engine/savegame.py" line="775"/>
        <source>missing: a version 4 save records the revision of its rules, a whole number from 0 to {newest}</source>
        <translation>ありません。バージョン4のセーブデータはルールの改訂番号（0から{newest}までの整数）を記録します</translation>
    </message>
    <message>
        <location filename="../../qtwargame/engine/savegame.py" line="778"/>
        <source>must be a whole number from 0 to {newest}, not {value}</source>
        <translation>0から{newest}までの整数でなければなりません（{value}ではなく）</translation>
    </message>
    <message>
        <location filename="../../qtwargame/engine/savegame.py" line="781"/>
        <source>revision {value} of these rules is newer than this program plays ({newest}): the game was saved by a later version of the program</source>
        <translation>このルールの改訂{value}は、このプログラムが遊べる改訂（{newest}）より新しいものです。より新しいバージョンのプログラムで保存されたゲームです</translation>
    </message>
    <message>
        <location filename="../../qtwargame/engine/savegame.py" line="801"/>
        <source>must be an object (side -&gt; computer level), not {kind}</source>
        <translation>オブジェクト（陣営 → コンピュータのレベル）でなければなりません（{kind}ではなく）</translation>
    </message>
    <message>
        <location filename="../../qtwargame/engine/savegame.py" line="806"/>
        <source>{value} is not a side of the scenario ({sides})</source>
        <translation>{value}はシナリオの陣営ではありません（{sides}）</translation>
    </message>
    <message>
        <location filename="../../qtwargame/engine/savegame.py" line="811"/>
        <source>must be a computer level id (lower-case letters, digits and _, at most {most}), not {value}</source>
        <translation>コンピュータのレベルID（英小文字・数字・_で{most}文字以内）でなければなりません（{value}ではなく）</translation>
    </message>
    <message>
        <location filename="../../qtwargame/engine/savegame.py" line="853"/>
        <source>the game cannot start with these options: {detail}</source>
        <translation>このオプションではゲームを始められません（{detail}）</translation>
    </message>
    <message>
        <location filename="../../qtwargame/engine/savegame.py" line="862"/>
        <source>refused when the game was set up: [{rule}] {why}</source>
        <translation>ゲームの準備中に拒否されました: [{rule}] {why}</translation>
    </message>
    <message>
        <location filename="../../qtwargame/engine/savegame.py" line="863"/>
        <source>refused when the game was set up: {why}</source>
        <translation>ゲームの準備中に拒否されました: {why}</translation>
    </message>
    <message>
        <location filename="../../qtwargame/engine/savegame.py" line="870"/>
        <source>the state it sets up does not fit its rules: {detail}</source>
        <translation>初期配置の状態がルールのデータ定義に合いません（{detail}）</translation>
    </message>
    <message>
        <location filename="../../qtwargame/engine/savegame.py" line="908"/>
        <source>refused on replay: [{rule}] {why}</source>
        <translation>再生時に拒否されました: [{rule}] {why}</translation>
    </message>
    <message>
        <location filename="../../qtwargame/engine/savegame.py" line="910"/>
        <source>refused on replay: {why}</source>
        <translation>再生時に拒否されました: {why}</translation>
    </message>
    <message>
        <location filename="../../qtwargame/engine/savegame.py" line="918"/>
        <source>the state it leads to does not fit its rules: {detail}</source>
        <translation>このアクションの後の状態がルールのデータ定義に合いません（{detail}）</translation>
    </message>
    <message>
        <location filename="../../qtwargame/engine/savegame.py" line="930"/>
        <source>the actions replay to a different state than the one saved</source>
        <translation>手の記録を再生すると、保存された状態とは異なる状態になります</translation>
    </message>
    <message>
        <location filename="../../qtwargame/engine/savegame.py" line="936"/>
        <source>the save says turn {saved}, but its actions lead to turn {reached}</source>
        <translation>セーブデータは第{saved}ターンですが、手の記録を再生すると第{reached}ターンになります</translation>
    </message>
    <message>
        <location filename="../../qtwargame/engine/savegame.py" line="940"/>
        <source>the save says phase {saved}, but its actions lead to phase {reached}</source>
        <translation>セーブデータのフェイズは{saved}ですが、手の記録を再生するとフェイズ{reached}になります</translation>
    </message>
    <message>
        <location filename="../../qtwargame/engine/savegame.py" line="945"/>
        <source>the state they lead to does not fit its rules: {detail}</source>
        <translation>アクションの結果の状態がルールのデータ定義に合いません（{detail}）</translation>
    </message>
    <message>
        <location filename="../../qtwargame/engine/savegame.py" line="960"/>
        <source>cannot be replayed: {detail}</source>
        <translation>再生できません（{detail}）</translation>
    </message>
    <message>
        <location filename="../../qtwargame/engine/view_file.py" line="89"/>
        <source>not a qtwargame shared view (no &quot;format&quot;: &quot;{format}&quot;)</source>
        <translation>qtwargameの共有ビューではありません（&quot;format&quot;: &quot;{format}&quot; がありません）</translation>
    </message>
    <message>
        <location filename="../../qtwargame/engine/view_file.py" line="97"/>
        <source>must be {version}, not {value}</source>
        <translation>{version}でなければなりません（{value}ではなく）</translation>
    </message>
    <message>
        <location filename="../../qtwargame/engine/view_file.py" line="102"/>
        <source>not a field of a shared view (its fields: {fields})</source>
        <translation>共有ビューの項目ではありません（項目: {fields}）</translation>
    </message>
    <message>
        <location filename="../../qtwargame/engine/view_file.py" line="114"/>
        <source>must be an object</source>
        <translation>オブジェクトでなければなりません</translation>
    </message>
    <message>
        <location filename="../../qtwargame/engine/view_file.py" line="126"/>
        <location filename="../../qtwargame/engine/view_file.py" line="152"/>
        <location filename="../../qtwargame/engine/view_file.py" line="188"/>
        <source>cannot be read: {detail}</source>
        <translation>読み取れません: {detail}</translation>
    </message>
    <message>
        <location filename="../../qtwargame/engine/view_file.py" line="155"/>
        <source>units this scenario does not have: {units}</source>
        <translation>このシナリオにないユニットです: {units}</translation>
    </message>
    <message>
        <location filename="../../qtwargame/engine/view_file.py" line="164"/>
        <source>does not fit the rules: {detail}</source>
        <translation>ルールに合いません: {detail}</translation>
    </message>
    <message>
        <location filename="../../qtwargame/engine/view_file.py" line="171"/>
        <source>must be a list</source>
        <translation>リストでなければなりません</translation>
    </message>
    <message>
        <source>{action} is not allowed now</source>
        <translation type="vanished">今は{action}はできません</translation>
    </message>
    <message>
        <source>{kind}</source>
        <translation type="vanished"></translation>
    </message>
    <message>
        <source>{side} chooses {option}</source>
        <translation type="vanished">{side}は「{option}」を選択</translation>
    </message>
    <message>
        <source>{side} moves {unit} ({mode}) to {to}</source>
        <translation type="vanished">{side}: {unit} が {to} へ移動({mode})</translation>
    </message>
    <message>
        <source>{side} moves {unit} to {to} (by {mode} movement)</source>
        <translation type="vanished">{side}: {unit} が {to} へ移動（{mode}移動）</translation>
    </message>
    <message>
        <source>{side} places {unit} at {hex} ({reason})</source>
        <translation type="vanished">{side}: {unit} を {hex} に配置({reason})</translation>
    </message>
    <message>
        <source>{side} removes {unit} ({reason})</source>
        <translation type="vanished">{side}: {unit} を除去({reason})</translation>
    </message>
    <message>
        <source>{side} selects {n} cards</source>
        <translation type="vanished">{side}がカードを {n} 枚選択</translation>
    </message>
    <message>
        <source>{side}: {kind} {fields}</source>
        <translation type="vanished">{side}: {kind} {fields}</translation>
    </message>
    <message>
        <source>{side}: {unit} advances to {hex}</source>
        <translation type="vanished">{side}: {unit} が {hex} へ戦闘後前進</translation>
    </message>
    <message>
        <source>{side}: {unit} retreats to {to}</source>
        <translation type="vanished">{side}: {unit} が {to} へ退却</translation>
    </message>
    <message>
        <source>{side}: {unit} takes a loss</source>
        <translation type="vanished">{side}: {unit} が損害を受ける</translation>
    </message>
</context>
<context>
    <name>errors</name>
    <message>
        <location filename="../../qtwargame/errors.py" line="46"/>
        <source>internal error (please report it with the log file)</source>
        <translation>内部エラー（ログファイルを添えて報告してください）</translation>
    </message>
</context>
<context>
    <name>red_vengeance</name>
    <message>
        <location filename="../../qtwargame/rules/red_vengeance/actions.py" line="24"/>
        <source>{side:actor} restores {unit} to full strength with an armor replacement point</source>
        <translation>{side}は機甲補充ポイントで{unit}を完全戦力に戻す</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/red_vengeance/actions.py" line="24"/>
        <source>{side} restores {unit} to full strength with an armor replacement point</source>
        <translation type="vanished">{side}は装甲補充ポイントで{unit}を完全戦力に戻す</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/red_vengeance/actions.py" line="26"/>
        <source>{side:actor} restores {unit} to full strength with an infantry replacement point</source>
        <translation>{side}は歩兵補充ポイントで{unit}を完全戦力に戻す</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/red_vengeance/actions.py" line="26"/>
        <source>{side} restores {unit} to full strength with an infantry replacement point</source>
        <translation type="vanished">{side}は歩兵補充ポイントで{unit}を完全戦力に戻す</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/red_vengeance/actions.py" line="35"/>
        <source>{side:actor} takes the Arctic peace points this turn</source>
        <translation>{side}はこのターンに「北極圏の平和」の補充ポイントを受け取る</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/red_vengeance/actions.py" line="35"/>
        <source>{side} takes the Arctic peace points this turn</source>
        <translation type="vanished">{side}はこのターンに「北極圏の平和」の補充ポイントを受け取る</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/red_vengeance/breakdown.py" line="27"/>
        <location filename="../../qtwargame/rules/red_vengeance/breakdown.py" line="56"/>
        <source>strength {n}</source>
        <translation>戦力{n}</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/red_vengeance/breakdown.py" line="31"/>
        <source>{n} attacking across a river (9.1)</source>
        <translation>河川越しの攻撃{n} (9.1)</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/red_vengeance/breakdown.py" line="35"/>
        <source>{n} armor attacking a city (9.1)</source>
        <translation>機甲の都市攻撃{n} (9.1)</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/red_vengeance/breakdown.py" line="39"/>
        <source>{n} attacking a fortress (9.1)</source>
        <translation>要塞への攻撃{n} (9.1)</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/red_vengeance/breakdown.py" line="43"/>
        <location filename="../../qtwargame/rules/red_vengeance/breakdown.py" line="63"/>
        <source>halved, out of supply (8.45)</source>
        <translation>補給切れで半減 (8.45)</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/red_vengeance/breakdown.py" line="46"/>
        <source>halved in snow (13.0)</source>
        <translation>降雪で半減 (13.0)</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/red_vengeance/breakdown.py" line="49"/>
        <source>halved, armor attacking {terrain} (9.1)</source>
        <translation>機甲が{terrain}を攻撃して半減 (9.1)</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/red_vengeance/breakdown.py" line="60"/>
        <source>{n} in {terrain} (9.1)</source>
        <translation>{terrain}で{n} (9.1)</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/red_vengeance/breakdown.py" line="68"/>
        <source>{unit}: {steps} = {n:# die|# dice}</source>
        <translation>{unit}：{steps} = サイコロ{n}個</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/red_vengeance/breakdown.py" line="73"/>
        <source>Hitler in Berlin: {n} (11.27)</source>
        <translation>ベルリンのヒトラー：{n} (11.27)</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/red_vengeance/breakdown.py" line="74"/>
        <source>Air points: {n} (12.1)</source>
        <translation>航空ポイント：{n} (12.1)</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/red_vengeance/breakdown.py" line="75"/>
        <source>Black Sea fleet: {n} (12.21)</source>
        <translation>黒海艦隊：{n} (12.21)</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/red_vengeance/breakdown.py" line="76"/>
        <source>Baltic fleet: {n} (12.22)</source>
        <translation>バルト海艦隊：{n} (12.22)</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/red_vengeance/breakdown.py" line="77"/>
        <source>Volkssturm: {n} (11.8)</source>
        <translation>国民突撃隊：{n} (11.8)</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/red_vengeance/breakdown.py" line="78"/>
        <source>Combined arms: {n} (14.8)</source>
        <translation>諸兵科連合：{n} (14.8)</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/red_vengeance/breakdown.py" line="88"/>
        <source>Leader {unit}: {n} (11.21)</source>
        <translation>指揮官{unit}：{n} (11.21)</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/red_vengeance/breakdown.py" line="89"/>
        <source>Leaders {units}: {n} (11.21)</source>
        <translation>指揮官{units}：{n} (11.21)</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/red_vengeance/breakdown.py" line="103"/>
        <source>The terrain of {hex} counts, the worst for the attacker (8.44).</source>
        <translation>攻撃側に最も不利な{hex}の地形を用います (8.44)。</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/red_vengeance/breakdown.py" line="113"/>
        <source>{terrain} in {hex}: {n} to the defence (9.1)</source>
        <translation>{hex}の{terrain}：防御に{n} (9.1)</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/red_vengeance/breakdown.py" line="117"/>
        <source>{kind} in {hex}: {n} to the defence (9.1)</source>
        <translation>{hex}の{kind}：防御に{n} (9.1)</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/red_vengeance/choices.py" line="32"/>
        <source>{unit} takes the loss: reduced</source>
        <translation>{unit}が損害を受ける（減少戦力になる）</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/red_vengeance/choices.py" line="36"/>
        <source>{unit} takes the loss: eliminated; then a die for {leaders} with it: {n} or less kills, {m} or less if the whole stack goes (11.23)</source>
        <translation>{unit}が損害を受ける（除去される）。同じヘクスの{leaders}はその後ダイスを振り、{n}以下で戦死、スタック全滅なら{m}以下で戦死（11.23）</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/red_vengeance/choices.py" line="40"/>
        <source>{unit} takes the loss: eliminated</source>
        <translation>{unit}が損害を受ける（除去される）</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/red_vengeance/choices.py" line="54"/>
        <source>Retreat {unit} to {to} through {via}: {full} is full, so further (8.64)</source>
        <translation>{unit}を{via}経由で{to}へ退却（{full}はスタック制限に達しているため、さらに先へ：8.64）</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/red_vengeance/choices.py" line="66"/>
        <source>Advance {unit} to {hex}, leaving {leaders} alone at {at} (6.1)</source>
        <translation>{unit}を{hex}へ前進（{leaders}は{at}に単独で残る：6.1）</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/red_vengeance/choices.py" line="109"/>
        <source>Retreat instead ({lost} cannot retreat so far and will be eliminated, {short} will lose steps: 8.65)</source>
        <translation>代わりに後退（{lost}は後退しきれず除去され、{short}はステップを失う：8.65）</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/red_vengeance/choices.py" line="112"/>
        <source>Retreat instead ({units} cannot retreat so far and will be eliminated: 8.65)</source>
        <translation>代わりに後退（{units}は後退しきれず除去される：8.65）</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/red_vengeance/choices.py" line="115"/>
        <source>Retreat instead ({units} cannot retreat so far and will lose steps: 8.65)</source>
        <translation>代わりに後退（{units}は後退しきれずステップを失う：8.65）</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/red_vengeance/declare.py" line="159"/>
        <source>{unit} must also attack {hexes}: in this combat phase a unit attacks every enemy hex next to it.</source>
        <translation>{unit}は{hexes}も攻撃しなければなりません。この戦闘フェイズでは、ユニットは隣接するすべての敵ヘクスを攻撃します。</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/red_vengeance/declare.py" line="163"/>
        <source>At most two Soviet units may attack into Yugoslavia in a turn ({n} already have).</source>
        <translation>ユーゴスラビアへ攻撃できるソ連軍ユニットは1ターンに2個までです（すでに{n}個）。</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/red_vengeance/declare.py" line="212"/>
        <source>Air points are used only in the own combat phase, not in exploitation combat.</source>
        <translation>空軍ポイントは自軍の戦闘フェイズにのみ使え、突破戦闘フェイズには使えません。</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/red_vengeance/declare.py" line="214"/>
        <source>At most {n:# air point|# air points} may be used in one combat.</source>
        <translation>1回の戦闘に使える空軍ポイントは{n}までです。</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/red_vengeance/declare.py" line="216"/>
        <source>No air points are left this turn.</source>
        <translation>このターンに使える空軍ポイントは残っていません。</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/red_vengeance/endgame.py" line="117"/>
        <source>A draw, {a} to {x}</source>
        <translation>引き分け({a}対{x})</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/red_vengeance/endgame.py" line="122"/>
        <source>{side:actor} wins {a} to {b}</source>
        <translation>{side}の勝利({a}対{b})</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/red_vengeance/endgame.py" line="122"/>
        <source>{side} wins {a} to {b}</source>
        <translation type="vanished">{side}の勝利({a}対{b})</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/red_vengeance/events.py" line="26"/>
        <source>German Lake</source>
        <translation>ドイツ軍の湖</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/red_vengeance/events.py" line="26"/>
        <source>Soviet Subs</source>
        <translation>ソビエト軍の潜水艦</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/red_vengeance/events.py" line="27"/>
        <source>Heavy Surface</source>
        <translation>重水上艦</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/red_vengeance/events.py" line="27"/>
        <source>Light Surface</source>
        <translation>軽水上艦</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/red_vengeance/events.py" line="45"/>
        <source>Romania surrenders: Bucharest is Allied</source>
        <translation>ブカレストが連合国軍の支配下となり、ルーマニアが降伏した</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/red_vengeance/events.py" line="48"/>
        <source>Romania changes side</source>
        <translation>ルーマニアが連合国軍側に離反した</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/red_vengeance/events.py" line="55"/>
        <source>Bulgaria changes side</source>
        <translation>ブルガリアが連合国軍側に離反した</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/red_vengeance/events.py" line="63"/>
        <source>Hungary changes side</source>
        <translation>ハンガリーが連合国軍側に離反した</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/red_vengeance/events.py" line="95"/>
        <source>{unit} enters {hex} for the Allies</source>
        <translation>{unit}が連合国軍として{hex}に登場する</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/red_vengeance/events.py" line="118"/>
        <source>leader&apos;s fate</source>
        <translation>指揮官の戦死判定</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/red_vengeance/events.py" line="120"/>
        <source>{leader} is killed (die {die})</source>
        <translation>{leader}は戦死した(ダイス{die})</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/red_vengeance/events.py" line="126"/>
        <source>{leader} survives the loss of a unit with him: die {die} ({t} or less kills him)</source>
        <translation>{leader}は同じスタックのユニットの除去を生き延びた：ダイス{die}（{t}以下で戦死）</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/red_vengeance/events.py" line="129"/>
        <source>{leader} survives the loss of his whole stack: die {die}, {m} with the whole stack gone ({t} or less kills him)</source>
        <translation>{leader}はスタック全滅を生き延びた：ダイス{die}、全滅の修整で{m}（{t}以下で戦死）</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/red_vengeance/events.py" line="152"/>
        <source>{leader} has no unit to join and leaves play</source>
        <translation>{leader}は合流できるユニットがなく、ゲームから取り除かれる</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/red_vengeance/events.py" line="167"/>
        <source>{leader} joins the nearest unit at {hex}</source>
        <translation>{leader}は最も近くの{hex}のユニットに合流する</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/red_vengeance/events.py" line="180"/>
        <location filename="../../qtwargame/rules/red_vengeance/events.py" line="200"/>
        <location filename="../../qtwargame/rules/red_vengeance/ruleset.py" line="681"/>
        <source>Hitler</source>
        <translation>ヒトラー</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/red_vengeance/events.py" line="185"/>
        <location filename="../../qtwargame/rules/red_vengeance/events.py" line="203"/>
        <source>Hitler takes his own life (die {die})</source>
        <translation>ヒトラーは自殺した(ダイス{die})</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/red_vengeance/events.py" line="216"/>
        <location filename="../../qtwargame/rules/red_vengeance/ruleset.py" line="680"/>
        <source>Baltic Sea control</source>
        <translation>バルト海支配</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/red_vengeance/events.py" line="220"/>
        <source>Baltic Sea control moves to {box} (die {die})</source>
        <translation>バルト海支配マーカーが「{box}」に移動した(ダイス{die})</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/red_vengeance/events.py" line="223"/>
        <source>Baltic Sea control stays at {box} (die {die})</source>
        <translation>バルト海支配マーカーは「{box}」のまま(ダイス{die})</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/red_vengeance/events.py" line="241"/>
        <source>Western Allies</source>
        <translation>西側の連合国軍</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/red_vengeance/events.py" line="243"/>
        <source>Western Allies at {hex}: {hits:# hit|# hits}</source>
        <translation>西側の連合国軍({hex}): ヒット{hits}回</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/red_vengeance/events.py" line="256"/>
        <source>Dresden is bombed and counts as a small city from now on</source>
        <translation>ドレスデンが爆撃された。以後は小都市として扱う</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/red_vengeance/events.py" line="259"/>
        <source>Dresden</source>
        <translation>ドレスデン</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/red_vengeance/events.py" line="281"/>
        <source>The Führer&apos;s offensive was not made: {leader} is relieved</source>
        <translation>総統命令による攻勢がおこなわれなかった。{leader}は取り除かれる</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/red_vengeance/events.py" line="284"/>
        <location filename="../../qtwargame/rules/red_vengeance/ruleset.py" line="687"/>
        <source>Führer&apos;s offensive</source>
        <translation>総統命令による攻勢</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/red_vengeance/events.py" line="332"/>
        <source>{unit} is withdrawn to the West; it returns in February</source>
        <translation>{unit}は西部戦線へ撤退する。2月に復帰する</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/red_vengeance/losses_board.py" line="22"/>
        <source>{unit} is eliminated out of supply and is out of the game</source>
        <translation>{unit}は補給切れで除去され、ゲームから永久に取り除かれる</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/red_vengeance/losses_board.py" line="23"/>
        <source>{unit} is eliminated</source>
        <translation>{unit}は除去された</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/red_vengeance/losses_board.py" line="23"/>
        <source>{unit} is reduced</source>
        <translation>{unit}は減少戦力になった</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/red_vengeance/losses_board.py" line="59"/>
        <source>{city} passes to {side} control</source>
        <translation>{city}は{side}の支配になった</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/red_vengeance/losses_board.py" line="115"/>
        <source>{leader} retreats with {unit} to {hex}</source>
        <translation>{leader}は{unit}とともに{hex}へ退却</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/red_vengeance/losses_board.py" line="135"/>
        <source>Soviet fleet attack at sea</source>
        <translation>ソビエト艦隊による海上攻撃</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/red_vengeance/losses_board.py" line="137"/>
        <source>{unit} is hit at sea (die {die})</source>
        <translation>{unit}は海上で攻撃を受けた(ダイス{die})</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/red_vengeance/losses_board.py" line="140"/>
        <source>{unit} crosses the sea unharmed: the Soviet fleet misses (die {die})</source>
        <translation>{unit}は無事に海を渡った: ソビエト艦隊の攻撃は外れた(ダイス{die})</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/red_vengeance/organization.py" line="24"/>
        <source>{n:# {side} unit is|# {side} units are} out of supply: {where}</source>
        <translation>{side}の{n}個のユニットが補給切れ: {where}</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/red_vengeance/organization.py" line="25"/>
        <source>{first}; {rest}</source>
        <translation>{first}／{rest}</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/red_vengeance/organization.py" line="25"/>
        <source>{units} in {city}</source>
        <translation>{city}の{units}</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/red_vengeance/organization.py" line="45"/>
        <source>Choose the unit the fleet supplies by sea</source>
        <translation>艦隊が海上から補給するユニットを選んでください</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/red_vengeance/organization.py" line="52"/>
        <source>{side} receives {a} armor and {i:# infantry replacement point|# infantry replacement points}</source>
        <translation type="vanished">{side}は機甲{a}RPと歩兵{i}RPを受け取る</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/red_vengeance/organization.py" line="57"/>
        <source>{side:actor} receives {a} armor and {i:# infantry replacement point|# infantry replacement points}</source>
        <translation>{side}は機甲{a}RPと歩兵{i}RPを受け取る</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/red_vengeance/organization.py" line="63"/>
        <source>air points</source>
        <translation>空軍ポイント</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/red_vengeance/organization.py" line="66"/>
        <source>{side} air die {die}: {n:# air point|# air points}</source>
        <translation>{side}の空軍ダイス{die}: 空軍ポイント{n}</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/red_vengeance/organization.py" line="80"/>
        <source>The fleet supplies {unit} by sea</source>
        <translation>艦隊が{unit}に海上から補給する</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/red_vengeance/organization.py" line="162"/>
        <source>{unit} is restored to full strength</source>
        <translation>{unit}は完全戦力に戻った</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/red_vengeance/organization.py" line="184"/>
        <source>{unit} returns at {hex}</source>
        <translation>{unit}が{hex}で再建された</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/red_vengeance/organization.py" line="249"/>
        <source>{unit} joins the November offensive at {hex}</source>
        <translation>{unit}が{hex}で11月の攻勢に加わる</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/red_vengeance/organization.py" line="282"/>
        <source>{unit} arrives at {hex}</source>
        <translation>{unit}が{hex}に到着した</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/red_vengeance/organization.py" line="298"/>
        <source>{unit} enters Warsaw</source>
        <translation>{unit}がワルシャワに登場した</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/red_vengeance/organization.py" line="304"/>
        <source>{unit} lands at {hex}</source>
        <translation>{unit}が{hex}に上陸した</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/red_vengeance/outside.py" line="42"/>
        <source>the Home Army</source>
        <translation>ポーランド国内軍</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/red_vengeance/outside.py" line="42"/>
        <source>the Western Allies</source>
        <translation>西側連合軍</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/red_vengeance/outside.py" line="61"/>
        <source>{leader} survives alone: choose which of the nearest units he joins</source>
        <translation>{leader}は単独で生き残った：合流する最も近いユニットを選んでください</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/red_vengeance/outside.py" line="66"/>
        <source>Choose the armor unit withdrawn to the West until February</source>
        <translation>西部戦線へ引き抜く機甲ユニットを選んでください（2月に復帰）</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/red_vengeance/outside.py" line="70"/>
        <source>The Home Army rises: strike an Axis unit near Warsaw?</source>
        <translation>ポーランド国内軍が蜂起：ワルシャワ付近の枢軸国軍ユニットを攻撃しますか？</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/red_vengeance/outside.py" line="85"/>
        <source>{source}: 1 hit at {hex}; choose the unit that loses a step</source>
        <translation>{source}：{hex}に1ヒット。ステップロスを受けるユニットを選んでください</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/red_vengeance/outside.py" line="87"/>
        <source>{source}: {n} hits at {hex}; choose the unit that loses the next step</source>
        <translation>{source}：{hex}に{n}ヒット。次のステップロスを受けるユニットを選んでください</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/red_vengeance/outside.py" line="133"/>
        <source>The Home Army does not strike</source>
        <translation>ポーランド国内軍は攻撃しない</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/red_vengeance/outside.py" line="145"/>
        <location filename="../../qtwargame/rules/red_vengeance/triggered.py" line="164"/>
        <source>Home Army</source>
        <translation>ポーランド国内軍</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/red_vengeance/outside.py" line="147"/>
        <source>The Home Army strikes {unit}: {hits:# hit|# hits}</source>
        <translation>ポーランド国内軍が{unit}を攻撃：{hits}ヒット</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/red_vengeance/outside.py" line="154"/>
        <source>Join the unit at {hex}</source>
        <translation>{hex}のユニットに合流する</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/red_vengeance/outside.py" line="156"/>
        <source>Withdraw {unit}</source>
        <translation>{unit}を引き抜く</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/red_vengeance/outside.py" line="158"/>
        <source>{side} chooses the unit at {hex} for {leader} to join</source>
        <translation type="vanished">{side}は{leader}が合流するユニットとして{hex}のユニットを選ぶ</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/red_vengeance/outside.py" line="159"/>
        <source>Strike {unit} (one die, a hit on 6)</source>
        <translation>{unit}を攻撃（ダイス1個、6でヒット）</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/red_vengeance/outside.py" line="160"/>
        <source>Do not strike</source>
        <translation>攻撃しない</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/red_vengeance/outside.py" line="161"/>
        <source>{side} chooses {unit} to withdraw to the West</source>
        <translation type="vanished">{side}は西部戦線へ引き抜くユニットとして{unit}を選ぶ</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/red_vengeance/outside.py" line="161"/>
        <source>{unit} loses a step</source>
        <translation>{unit}がステップロスを受ける</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/red_vengeance/outside.py" line="164"/>
        <source>{side} has the Home Army strike {unit}</source>
        <translation type="vanished">{side}はポーランド国内軍に{unit}を攻撃させる</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/red_vengeance/outside.py" line="165"/>
        <source>{side} gives the Home Army no target</source>
        <translation type="vanished">{side}はポーランド国内軍に攻撃目標を与えない</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/red_vengeance/outside.py" line="166"/>
        <source>{side} chooses {unit} to lose a step</source>
        <translation type="vanished">{side}はステップロスを受けるユニットとして{unit}を選ぶ</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/red_vengeance/outside.py" line="171"/>
        <source>{side:actor} chooses the unit at {hex} for {leader} to join</source>
        <translation>{side}は{leader}が合流するユニットとして{hex}のユニットを選ぶ</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/red_vengeance/outside.py" line="174"/>
        <source>{side:actor} chooses {unit} to withdraw to the West</source>
        <translation>{side}は西部戦線へ引き抜くユニットとして{unit}を選ぶ</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/red_vengeance/outside.py" line="177"/>
        <source>{side:actor} has the Home Army strike {unit}</source>
        <translation>{side}はポーランド国内軍に{unit}を攻撃させる</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/red_vengeance/outside.py" line="178"/>
        <source>{side:actor} gives the Home Army no target</source>
        <translation>{side}はポーランド国内軍に攻撃目標を与えない</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/red_vengeance/outside.py" line="179"/>
        <source>{side:actor} chooses {unit} to lose a step</source>
        <translation>{side}はステップロスを受けるユニットとして{unit}を選ぶ</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/red_vengeance/resolution.py" line="28"/>
        <source>The Allies attack {targets} on the Baltic coast: add the German fleet&apos;s {n:# defence die|# defence dice} here (once this phase)?</source>
        <translation>連合国軍がバルト海沿岸の{targets}を攻撃：ドイツ艦隊の防御ダイス{n}個をこの戦闘に加えますか？（このフェイズに1回のみ）</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/red_vengeance/resolution.py" line="94"/>
        <source>attacker&apos;s dice</source>
        <translation>攻撃側のダイス</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/red_vengeance/resolution.py" line="99"/>
        <source>defender&apos;s dice</source>
        <translation>防御側のダイス</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/red_vengeance/resolution.py" line="109"/>
        <source>Take {n:# hit|# hits}</source>
        <translation>ヒット{n}回を受ける</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/red_vengeance/resolution.py" line="110"/>
        <source>Retreat {unit} {n:# hex|# hexes}</source>
        <translation>{unit}を{n}ヘクス退却させる</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/red_vengeance/resolution.py" line="111"/>
        <source>Advance after combat?</source>
        <translation>戦闘後前進をおこないますか？</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/red_vengeance/resolution.py" line="112"/>
        <source>{n:# hit exceeds|# hits exceed} every step: all are eliminated</source>
        <translation>ヒット{n}回はすべてのステップを超えた。全ユニットが除去される</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/red_vengeance/resolution.py" line="113"/>
        <source>{unit} cannot retreat</source>
        <translation>{unit}は退却できない</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/red_vengeance/resolution.py" line="114"/>
        <source>{side:actor} retreats 1 hex instead of losing more steps</source>
        <translation>{side}はこれ以上のステップロスの代わりに1ヘクス退却する</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/red_vengeance/resolution.py" line="114"/>
        <source>{side} retreats 1 hex instead of losing more steps</source>
        <translation type="vanished">{side}はこれ以上のステップロスの代わりに1ヘクス退却する</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/red_vengeance/resolution.py" line="115"/>
        <source>{side:actor} retreats {n} hexes instead of losing more steps</source>
        <translation>{side}はステップロスの代わりに{n}ヘクス退却する</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/red_vengeance/resolution.py" line="115"/>
        <source>{side} retreats {n} hexes instead of losing more steps</source>
        <translation type="vanished">{side}はステップロスの代わりに{n}ヘクス退却する</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/red_vengeance/resolution.py" line="116"/>
        <source>The combat at {hexes} is over</source>
        <translation>{hexes}の戦闘が終了した</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/red_vengeance/resolution.py" line="118"/>
        <source>{unit} cannot retreat and loses a step</source>
        <translation>{unit}は退却できず、ステップロスを1回受ける</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/red_vengeance/resolution.py" line="119"/>
        <source>{unit} cannot retreat and loses {n} steps</source>
        <translation>{unit}は退却できず、ステップロスを{n}回受ける</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/red_vengeance/resolution.py" line="120"/>
        <source>{unit} is stopped by enemy ZOC after 1 hex and loses a step</source>
        <translation>{unit}は1ヘクス退却したところで敵軍ZOCに阻まれ、ステップロスを1回受ける</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/red_vengeance/resolution.py" line="121"/>
        <source>{unit} is stopped by enemy ZOC after 1 hex and loses {n} steps</source>
        <translation>{unit}は1ヘクス退却したところで敵軍ZOCに阻まれ、ステップロスを{n}回受ける</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/red_vengeance/resolution.py" line="122"/>
        <source>{unit} is stopped by enemy ZOC after {k} hexes and loses a step</source>
        <translation>{unit}は{k}ヘクス退却したところで敵軍ZOCに阻まれ、ステップロスを1回受ける</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/red_vengeance/resolution.py" line="123"/>
        <source>{unit} is stopped by enemy ZOC after {k} hexes and loses {n} steps</source>
        <translation>{unit}は{k}ヘクス退却したところで敵軍ZOCに阻まれ、ステップロスを{n}回受ける</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/red_vengeance/resolution.py" line="124"/>
        <source>Attack on {targets}: {ad:# die|# dice} against {dd}; {hd:# hit|# hits} on the defender, {ha} on the attacker</source>
        <translation>{targets}への攻撃: ダイス{ad}個対{dd}個。防御側にヒット{hd}回、攻撃側にヒット{ha}回</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/red_vengeance/ruleset.py" line="86"/>
        <source>When Warsaw is in Allied hands (11.43)</source>
        <translation>ワルシャワが連合国軍の支配下に入った時 (11.43)</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/red_vengeance/ruleset.py" line="87"/>
        <source>When the Baltic track reaches Heavy Surface (12.22)</source>
        <translation>バルト海トラックが重水上艦に達した時 (12.22)</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/red_vengeance/ruleset.py" line="88"/>
        <source>Weather die {die}: {weather}</source>
        <translation>天候ダイス{die}: {weather}</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/red_vengeance/ruleset.py" line="88"/>
        <source>Weather: {weather}</source>
        <translation>天候: {weather}</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/red_vengeance/ruleset.py" line="88"/>
        <source>weather</source>
        <translation>天候</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/red_vengeance/ruleset.py" line="101"/>
        <source>6.5: strategic moves come first, and a normal move has been made this phase</source>
        <translation>6.5：戦略移動は最初におこなう。このフェイズには既に通常の移動がおこなわれた</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/red_vengeance/ruleset.py" line="101"/>
        <source>none now</source>
        <translation>今はなし</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/red_vengeance/ruleset.py" line="106"/>
        <source>6.5: no unit may move strategically now: each is out of supply or began the phase in an enemy zone of control</source>
        <translation>6.5：今は戦略移動できるユニットがない。どのユニットも補給切れか、フェイズ開始時に敵軍ZOCにいた</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/red_vengeance/ruleset.py" line="106"/>
        <source>{n}, none usable</source>
        <translation>{n}（使えるユニットなし）</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/red_vengeance/ruleset.py" line="116"/>
        <source>exploit</source>
        <translation>突破</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/red_vengeance/ruleset.py" line="117"/>
        <source>Red Vengeance</source>
        <translation>レッド・ヴェンジェンス(赤い復讐)</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/red_vengeance/ruleset.py" line="136"/>
        <source>Weather: historical (13.0) or random (14.7)</source>
        <translation>天候: 史実どおり (13.0) またはランダム (14.7)</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/red_vengeance/ruleset.py" line="138"/>
        <source>Historical (13.0)</source>
        <translation>史実どおり (13.0)</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/red_vengeance/ruleset.py" line="138"/>
        <source>Random (14.7)</source>
        <translation>ランダム (14.7)</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/red_vengeance/ruleset.py" line="139"/>
        <source>Magyar honour</source>
        <translation>マジャール人の名誉</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/red_vengeance/ruleset.py" line="140"/>
        <source>Arctic peace</source>
        <translation>北極圏の平和</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/red_vengeance/ruleset.py" line="141"/>
        <source>More trucks</source>
        <translation>トラックの追加</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/red_vengeance/ruleset.py" line="142"/>
        <source>Greek garrison</source>
        <translation>ギリシャ守備隊</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/red_vengeance/ruleset.py" line="143"/>
        <source>Last stand</source>
        <translation>最終防衛線</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/red_vengeance/ruleset.py" line="144"/>
        <source>A bulge in the East</source>
        <translation>東部戦線における「バルジ」</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/red_vengeance/ruleset.py" line="145"/>
        <source>Combined arms</source>
        <translation>諸兵連合</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/red_vengeance/ruleset.py" line="295"/>
        <source>{unit} must attack (8.1)</source>
        <translation>{unit}は攻撃しなければなりません (8.1)</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/red_vengeance/ruleset.py" line="296"/>
        <source>{hex} must be attacked (8.1)</source>
        <translation>{hex}は攻撃されなければならない(8.1)</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/red_vengeance/ruleset.py" line="299"/>
        <source>{hex} is over the stacking limit (6.3)</source>
        <translation>{hex}はスタック制限を超えている(6.3)</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/red_vengeance/ruleset.py" line="304"/>
        <source>{n:# arrival|# arrivals} still to place (10.4)</source>
        <translation>まだ配置していない増援が{n}個ある(10.4)</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/red_vengeance/ruleset.py" line="323"/>
        <source>{a} armor and {i} infantry replacement points not spent are lost (10.0)</source>
        <translation>使わなかった機甲{a}RPと歩兵{i}RPは失われる(10.0)</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/red_vengeance/ruleset.py" line="326"/>
        <source>{n:# armor replacement point not spent is lost|# armor replacement points not spent are lost} (10.0)</source>
        <translation>使わなかった機甲{n}RPは失われる(10.0)</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/red_vengeance/ruleset.py" line="329"/>
        <source>{n:# infantry replacement point not spent is lost|# infantry replacement points not spent are lost} (10.0)</source>
        <translation>使わなかった歩兵{n}RPは失われる(10.0)</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/red_vengeance/ruleset.py" line="342"/>
        <source>{unit} must attack in the November offensive (14.6)</source>
        <translation>{unit}は11月の攻勢で攻撃しなければなりません (14.6)</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/red_vengeance/ruleset.py" line="453"/>
        <source>Complete the attack: {why} ({rule})</source>
        <translation>攻撃を完成させてください: {why}（{rule}）</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/red_vengeance/ruleset.py" line="459"/>
        <source>Complete the attack</source>
        <translation>攻撃を完成させてください</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/red_vengeance/ruleset.py" line="467"/>
        <source>{side} adds the fleet&apos;s {n:# die|# dice} to the defence</source>
        <translation type="vanished">{side}は艦隊のダイス{n}個を防御に加える</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/red_vengeance/ruleset.py" line="469"/>
        <source>{side} keeps the fleet for a later attack this phase</source>
        <translation type="vanished">{side}は艦隊をこのフェイズの後の攻撃のために温存する</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/red_vengeance/ruleset.py" line="471"/>
        <source>{side} supplies {unit} by sea</source>
        <translation type="vanished">{side}は{unit}に海上から補給する</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/red_vengeance/ruleset.py" line="488"/>
        <source>The Allies take three extra infantry points</source>
        <translation>連合国軍は歩兵3RPを追加で受け取る</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/red_vengeance/ruleset.py" line="539"/>
        <source>{hex}: {units} over the stacking limit (6.3)</source>
        <translation>{hex}: {units}がスタック制限を超えている(6.3)</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/red_vengeance/ruleset.py" line="552"/>
        <source>{side:actor} adds the fleet&apos;s {n:# die|# dice} to the defence</source>
        <translation>{side}は艦隊のダイス{n}個を防御に加える</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/red_vengeance/ruleset.py" line="554"/>
        <source>{side:actor} keeps the fleet for a later attack this phase</source>
        <translation>{side}は艦隊をこのフェイズの後の攻撃のために温存する</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/red_vengeance/ruleset.py" line="556"/>
        <source>{side:actor} supplies {unit} by sea</source>
        <translation>{side}は{unit}に海上から補給する</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/red_vengeance/ruleset.py" line="564"/>
        <source>{side:actor} moves {unit} in exploitation to {to}</source>
        <translation>{side}が{unit}を突破移動で{to}へ移動</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/red_vengeance/ruleset.py" line="568"/>
        <source>{side:actor} adds the Black Sea Fleet&apos;s die to the attack</source>
        <translation>{side}は黒海艦隊のダイスを攻撃に加えた</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/red_vengeance/ruleset.py" line="579"/>
        <source>{unit} loses a step: eliminated</source>
        <translation>{unit}がステップロスを受ける（除去される）</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/red_vengeance/ruleset.py" line="580"/>
        <source>{unit} loses a step: reduced</source>
        <translation>{unit}がステップロスを受ける（減少戦力になる）</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/red_vengeance/ruleset.py" line="590"/>
        <source>Add the fleet&apos;s {n:# die|# dice} to this defence</source>
        <translation>艦隊のダイス{n}個をこの防御に加える</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/red_vengeance/ruleset.py" line="591"/>
        <source>Keep the fleet for a later attack this phase</source>
        <translation>艦隊はこのフェイズの後の攻撃のために温存する</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/red_vengeance/ruleset.py" line="594"/>
        <source>Supply {unit} by sea</source>
        <translation>{unit}に海上から補給する</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/red_vengeance/ruleset.py" line="618"/>
        <source>Attacker rolls {n:# die|# dice}, hitting on 6</source>
        <translation>攻撃側はダイス{n}個をふり、6でヒット</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/red_vengeance/ruleset.py" line="621"/>
        <source>Defender rolls {n:# die|# dice}, hitting on 6</source>
        <translation>防御側はダイス{n}個をふり、6でヒット</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/red_vengeance/ruleset.py" line="622"/>
        <source>Defender rolls {n:# die|# dice}, hitting on {h}+</source>
        <translation>防御側はダイス{n}個をふり、{h}以上でヒット</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/red_vengeance/ruleset.py" line="627"/>
        <source>Not complete yet (8.41): {units} must also attack {hexes}; {n:# hex is|# hexes are} left out of the attack.</source>
        <translation>まだ完成していません (8.41)：{units}は{hexes}も攻撃しなければなりません。攻撃から{n}ヘクスが漏れています。</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/red_vengeance/ruleset.py" line="656"/>
        <source>Returns on turn {turn} (10.5)</source>
        <translation>第{turn}ターンに復帰 (10.5)</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/red_vengeance/ruleset.py" line="670"/>
        <source>Rule {rule}</source>
        <translation>ルール{rule}</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/red_vengeance/ruleset.py" line="672"/>
        <source>alive</source>
        <translation>生存</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/red_vengeance/ruleset.py" line="672"/>
        <source>dead</source>
        <translation>死亡</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/red_vengeance/ruleset.py" line="674"/>
        <source>Replacement points</source>
        <translation>補充ポイント</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/red_vengeance/ruleset.py" line="674"/>
        <source>{a} armor, {i} infantry</source>
        <translation>機甲{a}、歩兵{i}</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/red_vengeance/ruleset.py" line="676"/>
        <source>Air points</source>
        <translation>空軍ポイント</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/red_vengeance/ruleset.py" line="677"/>
        <source>Strategic moves left</source>
        <translation>残りの戦略移動</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/red_vengeance/ruleset.py" line="679"/>
        <source>Oil fields held</source>
        <translation>支配している油田</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/red_vengeance/ruleset.py" line="682"/>
        <source>Romanian surrender events</source>
        <translation>ルーマニア降伏イベントの回数</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/red_vengeance/ruleset.py" line="688"/>
        <source>made</source>
        <translation>実施済み</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/red_vengeance/ruleset.py" line="689"/>
        <source>still owed: Dietrich and both SS panzer corps attack together</source>
        <translation>未実施：ディートリッヒと第1・第2SS機甲軍団がそろって攻撃しなければならない</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/red_vengeance/ruleset.py" line="692"/>
        <source>Bulgaria</source>
        <translation>ブルガリア</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/red_vengeance/ruleset.py" line="692"/>
        <source>Hungary</source>
        <translation>ハンガリー</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/red_vengeance/ruleset.py" line="692"/>
        <source>Romania</source>
        <translation>ルーマニア</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/red_vengeance/ruleset.py" line="694"/>
        <source>Changed side</source>
        <translation>離反した国</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/red_vengeance/ruleset.py" line="694"/>
        <source>{countries}</source>
        <translation>{countries}</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/red_vengeance/sequence.py" line="20"/>
        <source>Allied</source>
        <translation>連合国軍</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/red_vengeance/sequence.py" line="20"/>
        <source>Axis</source>
        <translation>枢軸国軍</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/red_vengeance/sequence.py" line="22"/>
        <source>{side} organization</source>
        <translation>{side}編成フェイズ</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/red_vengeance/sequence.py" line="23"/>
        <source>{side} movement</source>
        <translation>{side}移動フェイズ</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/red_vengeance/sequence.py" line="24"/>
        <source>{side} combat</source>
        <translation>{side}戦闘フェイズ</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/red_vengeance/sequence.py" line="25"/>
        <source>{side} exploitation movement</source>
        <translation>{side}突破移動フェイズ</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/red_vengeance/sequence.py" line="26"/>
        <source>{side} exploitation combat</source>
        <translation>{side}突破戦闘フェイズ</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/red_vengeance/sequence.py" line="28"/>
        <source>Stacking check: {phase}</source>
        <translation>スタックの確認: {phase}</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/red_vengeance/sequence.py" line="33"/>
        <source>Axis setup: infantry and minor allies</source>
        <translation>枢軸国軍のセットアップ: 歩兵と中小国</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/red_vengeance/sequence.py" line="34"/>
        <source>Allied setup</source>
        <translation>連合国軍のセットアップ</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/red_vengeance/sequence.py" line="35"/>
        <source>Axis setup: armor</source>
        <translation>枢軸国軍のセットアップ: 機甲</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/red_vengeance/sequence.py" line="36"/>
        <source>Turn start</source>
        <translation>ターン開始セグメント</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/red_vengeance/triggered.py" line="45"/>
        <source>Romanian surrender roll</source>
        <translation>ルーマニア降伏判定</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/red_vengeance/triggered.py" line="52"/>
        <source>Romania surrenders: die {die} at the first event, {t} or less needed</source>
        <translation>ルーマニアが降伏：最初のイベントでダイス{die}、{t}以下で降伏</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/red_vengeance/triggered.py" line="54"/>
        <source>Romania holds on: die {die} at the first event, {t} or less needed</source>
        <translation>ルーマニアは持ちこたえた：最初のイベントでダイス{die}、{t}以下で降伏</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/red_vengeance/triggered.py" line="57"/>
        <source>Romania surrenders: die {die}, {m} after {k:# earlier event|# earlier events}, {t} or less needed</source>
        <translation>ルーマニアが降伏：ダイス{die}、それまでの{k:#回|#回}のイベントで{m}、{t}以下で降伏</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/red_vengeance/triggered.py" line="60"/>
        <source>Romania holds on: die {die}, {m} after {k:# earlier event|# earlier events}, {t} or less needed</source>
        <translation>ルーマニアは持ちこたえた：ダイス{die}、それまでの{k:#回|#回}のイベントで{m}、{t}以下で降伏</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/red_vengeance/triggered.py" line="105"/>
        <source>Bulgaria surrenders</source>
        <translation>ブルガリアが降伏した</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/red_vengeance/triggered.py" line="116"/>
        <source>Hungary surrenders</source>
        <translation>ハンガリーが降伏した</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/red_vengeance/triggered.py" line="131"/>
        <source>Hitler takes his own life: Allied troops are in Berlin</source>
        <translation>連合国軍がベルリンに入った。ヒトラーは自殺した</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/red_vengeance/triggered.py" line="166"/>
        <source>The Home Army rises: {hits:# hit|# hits}</source>
        <translation>ポーランド国内軍が蜂起した: ヒット{hits}回</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/red_vengeance/triggered.py" line="171"/>
        <source>The Home Army rises; no Axis unit is near Warsaw</source>
        <translation>ポーランド国内軍が蜂起した。ワルシャワ付近に枢軸国軍ユニットはいない</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/red_vengeance/triggered.py" line="204"/>
        <source>{leader} is overrun</source>
        <translation>{leader}は敵軍ユニットに蹂躙された</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/red_vengeance/vocabulary.py" line="11"/>
        <source>A Soviet guards unit: exploits as guards do (the scenario&apos;s guards allowance).</source>
        <translation>ソ連軍の親衛ユニット。親衛として突破移動します（シナリオの親衛の移動力）。</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/red_vengeance/vocabulary.py" line="11"/>
        <source>Guards</source>
        <translation>親衛</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/red_vengeance/vocabulary.py" line="13"/>
        <source>Counts as an SS unit though of another nationality: Dietrich&apos;s company, Hitler&apos;s bonus in Berlin, SS stacking and events.</source>
        <translation>他の国籍でもSSユニットとして数えます。ディートリッヒの同行、ベルリンでのヒトラーの修正、SSのスタック、イベントに関わります。</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/red_vengeance/vocabulary.py" line="13"/>
        <source>SS</source>
        <translation>SS</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/red_vengeance/vocabulary.py" line="15"/>
        <source>Leader: Zhukov</source>
        <translation>指揮官：ジューコフ</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/red_vengeance/vocabulary.py" line="15"/>
        <source>This leader is Zhukov: his bonus, moves and Berlin limit from the scenario&apos;s leaders.</source>
        <translation>この指揮官はジューコフ。修正値、移動、ベルリンでの制限はシナリオの指揮官データに従います。</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/red_vengeance/vocabulary.py" line="18"/>
        <source>Leader: Konev</source>
        <translation>指揮官：コーネフ</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/red_vengeance/vocabulary.py" line="18"/>
        <source>This leader is Konev: his bonus, moves and Berlin limit from the scenario&apos;s leaders.</source>
        <translation>この指揮官はコーネフ。修正値、移動、ベルリンでの制限はシナリオの指揮官データに従います。</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/red_vengeance/vocabulary.py" line="21"/>
        <source>Leader: Tito</source>
        <translation>指揮官：チトー</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/red_vengeance/vocabulary.py" line="21"/>
        <source>This leader is Tito: his bonus and moves, and he rejoins Yugoslav units.</source>
        <translation>この指揮官はチトー。修正値と移動に加え、ユーゴスラビアのユニットに合流します。</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/red_vengeance/vocabulary.py" line="23"/>
        <source>Leader: Dietrich</source>
        <translation>指揮官：ディートリッヒ</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/red_vengeance/vocabulary.py" line="23"/>
        <source>This leader is Dietrich: his bonus, and he stays with an SS unit.</source>
        <translation>この指揮官はディートリッヒ。修正値を持ち、SSユニットと共にいます。</translation>
    </message>
    <message>
        <source>1 unit is out of supply</source>
        <translation type="vanished">1個のユニットが補給切れ</translation>
    </message>
    <message>
        <source>10.1-10.3</source>
        <translation type="vanished"></translation>
    </message>
    <message>
        <source>11.27</source>
        <translation type="vanished"></translation>
    </message>
    <message>
        <source>11.31</source>
        <translation type="vanished"></translation>
    </message>
    <message>
        <source>11.34</source>
        <translation type="vanished"></translation>
    </message>
    <message>
        <source>12.1</source>
        <translation type="vanished"></translation>
    </message>
    <message>
        <source>12.22</source>
        <translation type="vanished"></translation>
    </message>
    <message>
        <source>6.5</source>
        <translation type="vanished"></translation>
    </message>
    <message>
        <source>6.5, 10.2</source>
        <translation type="vanished"></translation>
    </message>
    <message>
        <source>Add the fleet&apos;s {n} dice to this defence</source>
        <translation type="vanished">艦隊のダイス{n}個をこの防御に加える</translation>
    </message>
    <message>
        <source>Attack on {targets}: {ad} dice against {dd}; 1 hit on the defender, {ha} on the attacker</source>
        <translation type="vanished">{targets}への攻撃: ダイス{ad}個対{dd}個。防御側に1ヒット、攻撃側に{ha}ヒット</translation>
    </message>
    <message>
        <source>Attack on {targets}: {ad} dice against {dd}; {hd} hits on the defender, {ha} on the attacker</source>
        <translation type="vanished">{targets}への攻撃: ダイス{ad}個対{dd}個。防御側にヒット{hd}回、攻撃側にヒット{ha}回</translation>
    </message>
    <message>
        <source>Attacker rolls {n} dice, hitting on 6</source>
        <translation type="vanished">攻撃側はダイス{n}個をふり、6でヒット</translation>
    </message>
    <message>
        <source>Defender rolls {n} dice, hitting on {h}+</source>
        <translation type="vanished">防御側はダイス{n}個をふり、{h}以上でヒット</translation>
    </message>
    <message>
        <source>Retreat {unit} 1 hex</source>
        <translation type="vanished">{unit}を1ヘクス退却させる</translation>
    </message>
    <message>
        <source>Retreat {unit} {n} hexes</source>
        <translation type="vanished">{unit}を{n}ヘクス退却させる</translation>
    </message>
    <message>
        <source>Romania holds on (die {die}, event {n})</source>
        <translation type="vanished">ルーマニアは持ちこたえた(ダイス{die}、{n}回目のイベント)</translation>
    </message>
    <message>
        <source>Romania surrenders (die {die}, event {n})</source>
        <translation type="vanished">ルーマニアが降伏した(ダイス{die}、{n}回目のイベント)</translation>
    </message>
    <message>
        <source>Take 1 hit</source>
        <translation type="vanished">1ヒットを受ける</translation>
    </message>
    <message>
        <source>Take {n} hits</source>
        <translation type="vanished">ヒット{n}回を受ける</translation>
    </message>
    <message>
        <source>The Allies attack {targets} on the Baltic coast: add the German fleet&apos;s {n} defence dice here (once this phase)?</source>
        <translation type="vanished">連合国軍がバルト海沿岸の{targets}を攻撃：ドイツ艦隊の防御ダイス{n}個をこの戦闘に加えますか？（このフェイズに1回のみ）</translation>
    </message>
    <message>
        <source>The Home Army rises: {hits} hits</source>
        <translation type="vanished">ポーランド国内軍が蜂起した: ヒット{hits}回</translation>
    </message>
    <message>
        <source>The Home Army strikes {unit}: {hits} hits</source>
        <translation type="vanished">ポーランド国内軍が{unit}を攻撃：{hits}ヒット</translation>
    </message>
    <message>
        <source>Western Allies at {hex}: {hits} hits</source>
        <translation type="vanished">西側の連合国軍({hex}): ヒット{hits}回</translation>
    </message>
    <message>
        <source>{kind} is not allowed now</source>
        <translation type="vanished">今は{kind}をおこなえない</translation>
    </message>
    <message>
        <source>{n:# unit is|# units are} out of supply</source>
        <translation type="vanished">{n}個のユニットが補給切れ</translation>
    </message>
    <message>
        <source>{n} arrivals still to place (10.4)</source>
        <translation type="vanished">まだ配置していない増援が{n}個ある(10.4)</translation>
    </message>
    <message>
        <source>{n} hits exceed every step: all are eliminated</source>
        <translation type="vanished">ヒット{n}回はすべてのステップを超えた。全ユニットが除去される</translation>
    </message>
    <message>
        <source>{n} units are out of supply</source>
        <translation type="vanished">{n}個のユニットが補給切れ</translation>
    </message>
    <message>
        <source>{side} air die {die}: {n} air points</source>
        <translation type="vanished">{side}の空軍ダイス{die}: 空軍ポイント{n}</translation>
    </message>
    <message>
        <source>{side} receives {a} armor and {i} infantry replacement points</source>
        <translation type="vanished">{side}は機甲{a}RPと歩兵{i}RPを受け取る</translation>
    </message>
    <message>
        <source>{side} restores {unit} to full strength ({points} points)</source>
        <translation type="vanished">{side}は{unit}を完全戦力に戻す({points}ポイント)</translation>
    </message>
    <message>
        <source>{unit} cannot move there now</source>
        <translation type="vanished">{unit}は今そこへ移動できない</translation>
    </message>
    <message>
        <source>{unit} is out of supply</source>
        <translation type="vanished">{unit}は補給切れ</translation>
    </message>
    <message>
        <source>{unit} sets up at {hex}</source>
        <translation type="vanished">{unit}を{hex}に配置する</translation>
    </message>
</context>
<context>
    <name>shin_barbarossa</name>
    <message>
        <location filename="../../qtwargame/rules/shin_barbarossa/air.py" line="94"/>
        <source>Place Axis air units against Soviet rail movement? {n} left this turn</source>
        <translation>ソ連軍の鉄道輸送を妨害する航空ユニットを配置しますか？ このターン残り{n}個</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/shin_barbarossa/air.py" line="112"/>
        <source>The Axis places no more air units against rail movement</source>
        <translation>枢軸軍は鉄道妨害の航空ユニットをこれ以上配置しない</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/shin_barbarossa/air.py" line="118"/>
        <source>An Axis air unit over {hex} bars Soviet rail movement there</source>
        <translation>{hex}上空の枢軸軍航空ユニットが、そこへのソ連軍の鉄道輸送を妨害する</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/shin_barbarossa/battle.py" line="205"/>
        <source>A lone leader is attacked on the 10:1 column</source>
        <translation>単独の指揮官は10:1の列で攻撃される</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/shin_barbarossa/battle.py" line="207"/>
        <source>1:5 or worse: every attacker is eliminated without a roll</source>
        <translation>1:5以下：ダイスを振らずに攻撃側全滅</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/shin_barbarossa/battle.py" line="491"/>
        <source>The Axis attacks {hex}: turn a face-down leader first?</source>
        <translation>枢軸軍が{hex}を攻撃します。先に裏向きの指揮官を表にしますか？</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/shin_barbarossa/battle.py" line="499"/>
        <source>The Soviets attack {hex}: commit an air unit to its defence?</source>
        <translation>ソ連軍が{hex}を攻撃します。防御に航空ユニットを投入しますか？</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/shin_barbarossa/battle.py" line="546"/>
        <source>The combat at {hex} does not take place: nobody left to fight</source>
        <translation>{hex}の戦闘は行われない：戦う相手が残っていない</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/shin_barbarossa/battle.py" line="553"/>
        <source>The Soviets attack the Finns: the Finnish army is released</source>
        <translation>ソ連軍がフィンランド軍を攻撃した：フィンランド軍の制限が解除される</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/shin_barbarossa/battle.py" line="559"/>
        <source>combat</source>
        <translation>戦闘</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/shin_barbarossa/battle.py" line="564"/>
        <source>Combat at {hex}: {col} on the {table}, result {result}</source>
        <translation>{hex}の戦闘：{table}の{col}列、結果{result}</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/shin_barbarossa/battle.py" line="565"/>
        <location filename="../../qtwargame/rules/shin_barbarossa/battle.py" line="1018"/>
        <source>Axis table</source>
        <translation>枢軸軍攻撃表</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/shin_barbarossa/battle.py" line="565"/>
        <location filename="../../qtwargame/rules/shin_barbarossa/battle.py" line="1018"/>
        <source>Soviet table</source>
        <translation>ソ連軍攻撃表</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/shin_barbarossa/battle.py" line="592"/>
        <location filename="../../qtwargame/rules/shin_barbarossa/battle.py" line="1023"/>
        <source>every attacker eliminated</source>
        <translation>攻撃側全滅</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/shin_barbarossa/battle.py" line="595"/>
        <source>{result} (the attacker loses {a:# step|# steps}; the defender loses a step or retreats)</source>
        <translation>{result}（攻撃側は{a:#ステップ|#ステップ}を失う。防御側は1ステップを失うか退却する）</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/shin_barbarossa/battle.py" line="597"/>
        <source>{result} (the attacker loses {a:# step|# steps}, the defender {d:# step|# steps})</source>
        <translation>{result}（攻撃側は{a:#ステップ|#ステップ}、防御側は{d:#ステップ|#ステップ}を失う）</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/shin_barbarossa/battle.py" line="630"/>
        <location filename="../../qtwargame/rules/shin_barbarossa/battle.py" line="660"/>
        <source>{unit} is eliminated</source>
        <translation>{unit}は除去された</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/shin_barbarossa/battle.py" line="637"/>
        <source>{unit} loses a step</source>
        <translation>{unit}は1ステップ失った</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/shin_barbarossa/battle.py" line="682"/>
        <location filename="../../qtwargame/rules/shin_barbarossa/battle.py" line="705"/>
        <source>Choose the unit that loses a step</source>
        <translation>ステップを失うユニットを選んでください</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/shin_barbarossa/battle.py" line="690"/>
        <source>Lose one step or retreat every unit two hexes</source>
        <translation>1ステップを失うか、全ユニットが2ヘクス退却するかを選んでください</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/shin_barbarossa/battle.py" line="713"/>
        <source>{unit} has no way back and is eliminated</source>
        <translation>{unit}は退却路がなく除去された</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/shin_barbarossa/battle.py" line="716"/>
        <source>Choose the retreat of {unit}</source>
        <translation>{unit}の退却路を選んでください</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/shin_barbarossa/battle.py" line="752"/>
        <source>{unit} is alone in enemy ZOC and is removed</source>
        <translation>{unit}は単独で敵ZOC内にあるため除去された</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/shin_barbarossa/battle.py" line="816"/>
        <source>Advance after combat?</source>
        <translation>戦闘後前進しますか？</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/shin_barbarossa/battle.py" line="826"/>
        <source>Advance into the attackers&apos; hex?</source>
        <translation>攻撃側のいたヘクスに前進しますか？</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/shin_barbarossa/battle.py" line="954"/>
        <source>An Axis air unit joins the defence of {hex}</source>
        <translation>枢軸軍航空ユニットが{hex}の防御に加わる</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/shin_barbarossa/battle.py" line="1009"/>
        <source>The combat at {hex} is over</source>
        <translation>{hex}の戦闘が終わった</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/shin_barbarossa/battle.py" line="1026"/>
        <source>{n} {why} ({rule})</source>
        <translation>{why} {n} ({rule})</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/shin_barbarossa/battle.py" line="1028"/>
        <source>{att} against {dfn}: {col} on the {table} (net shift {shift}: {parts}); {chances}</source>
        <translation>{att}対{dfn}：{table}の{col}の列（修正合計{shift}：{parts}）。{chances}</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/shin_barbarossa/battle.py" line="1031"/>
        <source>{att} against {dfn}: {col} on the {table} (net shift {shift}); {chances}</source>
        <translation>{att}対{dfn}：{table}の{col}の列（修正合計{shift}）。{chances}</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/shin_barbarossa/battle.py" line="1059"/>
        <source>Attack {hex} with {units} and an air unit</source>
        <translation>{units}と航空ユニットで{hex}を攻撃</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/shin_barbarossa/battle.py" line="1061"/>
        <source>Attack {hex} with {units}</source>
        <translation>{units}で{hex}を攻撃</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/shin_barbarossa/battle.py" line="1073"/>
        <source>Commit an air unit to the defence</source>
        <translation>航空ユニットを防御に投入する</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/shin_barbarossa/battle.py" line="1073"/>
        <source>No air unit</source>
        <translation>航空ユニットを投入しない</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/shin_barbarossa/combat.py" line="54"/>
        <source>clear terrain</source>
        <translation>平地</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/shin_barbarossa/combat.py" line="54"/>
        <source>forest</source>
        <translation>森林</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/shin_barbarossa/combat.py" line="54"/>
        <source>swamp</source>
        <translation>湿地</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/shin_barbarossa/combat.py" line="55"/>
        <source>a city</source>
        <translation>都市</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/shin_barbarossa/combat.py" line="55"/>
        <source>a town</source>
        <translation>街</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/shin_barbarossa/combat.py" line="55"/>
        <source>mountains</source>
        <translation>山岳</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/shin_barbarossa/combat.py" line="56"/>
        <source>a major city</source>
        <translation>大都市</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/shin_barbarossa/combat.py" line="61"/>
        <source>terrain</source>
        <translation>地形</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/shin_barbarossa/combat.py" line="84"/>
        <source>Soviet defence in {terrain}</source>
        <translation>ソ連軍の{terrain}での防御</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/shin_barbarossa/combat.py" line="89"/>
        <source>Soviet attack from {terrain}</source>
        <translation>ソ連軍の{terrain}からの攻撃</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/shin_barbarossa/combat.py" line="94"/>
        <source>every attacker across a river</source>
        <translation>全攻撃ユニットが河川越し</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/shin_barbarossa/combat.py" line="96"/>
        <source>Axis air unit</source>
        <translation>枢軸軍航空ユニット</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/shin_barbarossa/combat.py" line="98"/>
        <source>no attacking unit has a line of communication</source>
        <translation>攻撃側の全ユニットが連絡線切れ</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/shin_barbarossa/combat.py" line="100"/>
        <source>no defending unit has a line of communication</source>
        <translation>防御側の全ユニットが連絡線切れ</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/shin_barbarossa/combat.py" line="104"/>
        <source>every Soviet unit out of command</source>
        <translation>ソ連軍の全ユニットが指揮範囲外</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/shin_barbarossa/combat.py" line="106"/>
        <source>only Axis allies attack</source>
        <translation>枢軸同盟軍のみの攻撃</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/shin_barbarossa/combat.py" line="108"/>
        <source>snow</source>
        <translation>厳寒</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/shin_barbarossa/combat_phase.py" line="49"/>
        <source>Every combat is declared</source>
        <translation>すべての戦闘が宣言された</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/shin_barbarossa/combat_phase.py" line="68"/>
        <source>Resolve the declared combats</source>
        <translation>宣言した戦闘を解決してください</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/shin_barbarossa/combat_phase.py" line="70"/>
        <source>Close the declarations and resolve them</source>
        <translation>宣言を締め切って解決してください</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/shin_barbarossa/combat_phase.py" line="74"/>
        <source>Every adjacent Axis stack must be attacked (10.2)</source>
        <translation>隣接する枢軸軍スタックはすべて攻撃しなければならない (10.2)</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/shin_barbarossa/combat_phase.py" line="102"/>
        <source>Close the declarations ({n:# combat|# combats})</source>
        <translation>宣言を締め切る（戦闘{n}件）</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/shin_barbarossa/combat_phase.py" line="105"/>
        <location filename="../../qtwargame/rules/shin_barbarossa/combat_phase.py" line="108"/>
        <location filename="../../qtwargame/rules/shin_barbarossa/words.py" line="98"/>
        <location filename="../../qtwargame/rules/shin_barbarossa/words.py" line="317"/>
        <source>Resolve the combat at {hex}</source>
        <translation>{hex}の戦闘を解決する</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/shin_barbarossa/deploy.py" line="114"/>
        <source>The Soviet setup leaders are shuffled and dealt face down, one with each army the setup names: neither player knows who is where until a leader is turned</source>
        <translation>ソ連軍の初期配置用指揮官をシャッフルし、配置表の各軍に1個ずつ未経戦面で配置した: 経戦面を表にするまで、どの指揮官がどこにいるかは両プレイヤーとも分からない</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/shin_barbarossa/deploy.py" line="121"/>
        <source>Both sides deploy as in June 1941; each may rearrange its units within their areas in its setup phase until it declares the setup done</source>
        <translation>両軍は1941年6月の状態で配置された。各陣営は自軍の配置フェイズに、配置完了を宣言するまで配置エリア内でユニットを自由に並べ替えられる</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/shin_barbarossa/deploy.py" line="219"/>
        <source>{side} has finished setting up</source>
        <translation type="vanished">{side}は配置を終えた</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/shin_barbarossa/deploy.py" line="231"/>
        <source>{side:actor} has finished setting up</source>
        <translation>{side}は配置を終えた</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/shin_barbarossa/leader_turns.py" line="62"/>
        <source>A leader without a line of communication goes to the pool</source>
        <translation>連絡線の切れた指揮官がプールに送られた</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/shin_barbarossa/leader_turns.py" line="72"/>
        <source>A leader is withdrawn to the pool</source>
        <translation>指揮官がプールに撤収した</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/shin_barbarossa/leader_turns.py" line="77"/>
        <source>The leader placed in {city} is drawn unseen from the pool and stays face down: neither player knows who it is until it is turned</source>
        <translation>{city}に配置した指揮官はプールから見ずに引いたもので、未経戦面のまま: 経戦面を表にするまで、誰なのかは両プレイヤーとも分からない</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/shin_barbarossa/leaders.py" line="60"/>
        <source>leader draw</source>
        <translation>指揮官の抽選</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/shin_barbarossa/leaders.py" line="153"/>
        <source>The leader in {hex} turns face up beside an Axis unit: {leader}, no ability; back to the pool</source>
        <translation>{hex}の指揮官が隣接する枢軸軍ユニットにより経戦面に: {leader}、能力なし。指揮官プールへ戻す</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/shin_barbarossa/leaders.py" line="156"/>
        <source>The leader in {hex} is turned: {leader}, no ability; back to the pool</source>
        <translation>{hex}の指揮官を経戦面に: {leader}、能力なし。指揮官プールへ戻す</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/shin_barbarossa/leaders.py" line="160"/>
        <source>The leader in {hex} turns face up beside an Axis unit: {leader}, ability {n}</source>
        <translation>{hex}の指揮官が隣接する枢軸軍ユニットにより経戦面に: {leader}、能力{n}</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/shin_barbarossa/leaders.py" line="163"/>
        <source>The leader in {hex} is turned: {leader}, ability {n}</source>
        <translation>{hex}の指揮官を経戦面に: {leader}、能力{n}</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/shin_barbarossa/movement_phase.py" line="237"/>
        <source>{unit} stops in {hex}, in the anti-armour ZOC that turning {leader} gives</source>
        <translation>{unit}は{hex}で停止した（{leader}を経戦面にしたことで生じた対装甲ZOC）</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/shin_barbarossa/movement_phase.py" line="243"/>
        <source>Turning {leader} does not stop {unit} in {hex}: no new anti-armour ZOC on its way to {to}</source>
        <translation>{leader}を経戦面にしても{hex}の{unit}は停止しない：{to}までの進路に新たな対装甲ZOCは生じない</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/shin_barbarossa/movement_phase.py" line="275"/>
        <source>A panzer moves near your face-down leaders: turn one?</source>
        <translation>装甲軍団が裏向きの指揮官の近くを移動中：指揮官を表にしますか？</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/shin_barbarossa/overrun.py" line="107"/>
        <source>Overrun, move on or stop: {units}</source>
        <translation>オーバーランするか、移動を続けるか、止まるか：{units}</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/shin_barbarossa/overrun.py" line="206"/>
        <source>An Axis air unit supports the overrun</source>
        <translation>枢軸軍航空ユニットがオーバーランを支援する</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/shin_barbarossa/overrun.py" line="220"/>
        <source>{unit} moves with the stack</source>
        <translation>{unit}がスタックと共に移動する</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/shin_barbarossa/overrun.py" line="276"/>
        <location filename="../../qtwargame/rules/shin_barbarossa/words.py" line="106"/>
        <source>Overrun {hex} with {units} and an air unit</source>
        <translation>{units}と航空ユニットで{hex}をオーバーラン</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/shin_barbarossa/overrun.py" line="278"/>
        <location filename="../../qtwargame/rules/shin_barbarossa/overrun.py" line="290"/>
        <location filename="../../qtwargame/rules/shin_barbarossa/words.py" line="108"/>
        <location filename="../../qtwargame/rules/shin_barbarossa/words.py" line="116"/>
        <source>Overrun {hex} with {units}</source>
        <translation>{units}で{hex}をオーバーラン</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/shin_barbarossa/overrun.py" line="279"/>
        <source>{cost:# movement point|# movement points} ({left} left); {odds}</source>
        <translation>{cost}移動力（残り{left}）。{odds}</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/shin_barbarossa/overrun.py" line="292"/>
        <source>{cost} movement points; {odds}</source>
        <translation>{cost}移動力。{odds}</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/shin_barbarossa/overrun.py" line="305"/>
        <source>{unit} joins the stack in {hex}</source>
        <translation>{unit}が{hex}でスタックに合流する</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/shin_barbarossa/overrun.py" line="306"/>
        <source>It started the phase in the same hex (9.3)</source>
        <translation>フェイズ開始時に同じヘクスにいたユニット（9.3）</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/shin_barbarossa/overrun.py" line="317"/>
        <source>{units} move on to {hex}</source>
        <translation>{units}が{hex}へ移動を続ける</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/shin_barbarossa/overrun.py" line="318"/>
        <source>{cost:# movement point|# movement points} ({left} left)</source>
        <translation>{cost}移動力（残り{left}）</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/shin_barbarossa/overrun.py" line="321"/>
        <source>Stop: the move of {units} is over</source>
        <translation>停止：{units}の移動を終える</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/shin_barbarossa/overstack.py" line="60"/>
        <source>Two Soviet leaders stand in one hex: remove one (6.2, 6.6)</source>
        <translation>同じヘクスにソ連軍指揮官が２ユニットいる：１ユニットを除去してください (6.2, 6.6)</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/shin_barbarossa/overstack.py" line="62"/>
        <source>Axis allies of two nations stand in one hex: move or remove one (16.3, 6.6)</source>
        <translation>国籍の異なる枢軸同盟軍が同じヘクスにいる：どちらかを移動するか除去してください (16.3, 6.6)</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/shin_barbarossa/overstack.py" line="63"/>
        <source>A hex is over the stacking limit: move or remove units (6.6)</source>
        <translation>スタック制限を超えたヘクスがある：ユニットを移動するか除去してください (6.6)</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/shin_barbarossa/refusals.py" line="30"/>
        <location filename="../../qtwargame/rules/shin_barbarossa/refusals.py" line="89"/>
        <source>{unit} cannot move there now</source>
        <translation>{unit}は今そこへ移動できない</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/shin_barbarossa/refusals.py" line="44"/>
        <source>Every combat is declared before any is resolved: close the declarations first</source>
        <translation>すべての戦闘を宣言してから解決します。先に宣言を締め切ってください</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/shin_barbarossa/refusals.py" line="47"/>
        <source>No combat is declared yet: declare one before closing the declarations</source>
        <translation>まだ戦闘が宣言されていません。宣言を締め切る前に戦闘を宣言してください</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/shin_barbarossa/refusals.py" line="52"/>
        <source>The declarations cannot be closed yet: every Axis stack next to a Soviet combat unit must be attacked, and {n:# hex is|# hexes are} not: {hexes}</source>
        <translation>まだ宣言を締め切れません。ソ連軍戦闘ユニットに隣接する枢軸軍スタックはすべて攻撃しなければなりませんが、{n:#か所|#か所}がまだ攻撃されていません: {hexes}</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/shin_barbarossa/refusals.py" line="58"/>
        <source>Every declared combat is resolved: end the phase</source>
        <translation>宣言した戦闘はすべて解決しました。フェイズを終了してください</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/shin_barbarossa/refusals.py" line="61"/>
        <source>The declarations are closed already: the combat at {hex} is resolved next</source>
        <translation>宣言はすでに締め切られています。次に解決するのは{hex}の戦闘です</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/shin_barbarossa/refusals.py" line="63"/>
        <source>The combats are resolved in the order declared: the combat at {hex} comes next</source>
        <translation>戦闘は宣言した順に解決します。次は{hex}の戦闘です</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/shin_barbarossa/refusals.py" line="86"/>
        <location filename="../../qtwargame/rules/shin_barbarossa/refusals.py" line="143"/>
        <source>Axis allies of different nations may not stack: {unit} cannot stand in {hex}</source>
        <translation>国籍の異なる枢軸同盟軍はスタックできない：{unit}は{hex}に入れない</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/shin_barbarossa/refusals.py" line="149"/>
        <source>{unit} cannot move along that route: each step goes to a neighbouring hex free of enemy units (8.0)</source>
        <translation>{unit}はその経路を移動できない：隣接する敵ユニットのいないヘクスへ１ヘクスずつ移動する (8.0)</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/shin_barbarossa/refusals.py" line="151"/>
        <source>The route costs more movement points than {unit} has (8.1)</source>
        <translation>その経路には{unit}の移動力より多くの移動力が必要 (8.1)</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/shin_barbarossa/refusals.py" line="152"/>
        <source>{unit} cannot make that step: terrain it may enter only along a road, or water (8.1.3)</source>
        <translation>{unit}はそのヘクスへ進めない：道路沿いでのみ出入りできる地形、または水域 (8.1.3)</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/shin_barbarossa/refusals.py" line="154"/>
        <source>No unit may move straight from one enemy ZOC hex into another</source>
        <translation>敵ＺＯＣから敵ＺＯＣへ直接移動することはできない</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/shin_barbarossa/refusals.py" line="155"/>
        <source>A panzer may not move straight from one anti-armour ZOC hex into another</source>
        <translation>装甲ユニットは対装甲ＺＯＣから対装甲ＺＯＣへ直接移動できない</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/shin_barbarossa/refusals.py" line="156"/>
        <source>{unit} may not leave enemy ZOC (7.1.6)</source>
        <translation>{unit}は敵ＺＯＣから離脱できない (7.1.6)</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/shin_barbarossa/refusals.py" line="157"/>
        <source>Strategic movement never starts in or enters enemy ZOC (8.2.2)</source>
        <translation>戦略移動は敵ＺＯＣから開始できず、敵ＺＯＣに進入できない (8.2.2)</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/shin_barbarossa/refusals.py" line="158"/>
        <source>No strategic movement in spring (15.5b)</source>
        <translation>春季には戦略移動はできない (15.5b)</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/shin_barbarossa/refusals.py" line="159"/>
        <source>Soviet units never go two hexes deep into Axis territory (8.1.5)</source>
        <translation>ソ連軍ユニットは枢軸国の領内に２ヘクス以上入れない (8.1.5)</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/shin_barbarossa/refusals.py" line="160"/>
        <source>{unit} stays inside the South-West Front line through turn 2 (18.2)</source>
        <translation>{unit}は第２ターンまで南西正面軍の線の内側にとどまる (18.2)</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/shin_barbarossa/refusals.py" line="161"/>
        <source>{unit} stays within two hexes of its city (17.3)</source>
        <translation>{unit}は自分の都市から２ヘクス以内にとどまる (17.3)</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/shin_barbarossa/refusals.py" line="162"/>
        <source>A supply center ends its move in a city or town (13.3)</source>
        <translation>補給センターは都市か街で移動を終える (13.3)</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/shin_barbarossa/refusals.py" line="163"/>
        <source>Axis allies never enter row 26 or north of it (16.1)</source>
        <translation>枢軸同盟軍はxx26列以北のヘクスに入れない (16.1)</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/shin_barbarossa/refusals.py" line="164"/>
        <source>The Romanians stay in their zone until the Axis takes Odessa (16.4.1)</source>
        <translation>枢軸軍がオデッサを占領するまで、ルーマニア軍は自国の地域にとどまる (16.4.1)</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/shin_barbarossa/refusals.py" line="165"/>
        <source>The Finns stay in Finland until they are released (16.5.1)</source>
        <translation>フィンランド軍は解放されるまでフィンランド国内にとどまる (16.5.1)</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/shin_barbarossa/refusals.py" line="171"/>
        <source>{unit} may not pass {hex}: Soviet units never go two hexes deep into Axis territory (8.1.5)</source>
        <translation>{unit}は{hex}を通れない：ソ連軍ユニットは枢軸国の領内に２ヘクス以上入れない (8.1.5)</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/shin_barbarossa/refusals.py" line="173"/>
        <source>{unit} may not pass {hex}: it stays inside the South-West Front line through turn 2 (18.2)</source>
        <translation>{unit}は{hex}を通れない：第２ターンまで南西正面軍の線の内側にとどまる (18.2)</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/shin_barbarossa/refusals.py" line="175"/>
        <source>{unit} may not pass {hex}: militia never go three hexes from their city (17.3)</source>
        <translation>{unit}は{hex}を通れない：民兵は自分の都市から３ヘクス以上離れられない (17.3)</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/shin_barbarossa/refusals.py" line="177"/>
        <source>{unit} may not pass {hex}: Axis allies never enter row 26 or north of it (16.1)</source>
        <translation>{unit}は{hex}を通れない：枢軸同盟軍はxx26列以北に入れない (16.1)</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/shin_barbarossa/refusals.py" line="179"/>
        <source>{unit} may not pass {hex}: the Romanians do not cross their invade border until the Axis takes Odessa (16.4.1)</source>
        <translation>{unit}は{hex}を通れない：ルーマニア軍は枢軸軍がオデッサを占領するまで作戦境界を越えない (16.4.1)</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/shin_barbarossa/refusals.py" line="181"/>
        <source>{unit} may not pass {hex}: the Finns do not cross their invade border until they are released (16.5.1)</source>
        <translation>{unit}は{hex}を通れない：フィンランド軍は制限解除まで作戦境界を越えない (16.5.1)</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/shin_barbarossa/refusals.py" line="188"/>
        <source>{unit} may not go to {hex} by rail: the line runs two hexes deep into Axis territory, where Soviet units never go (8.1.5)</source>
        <translation>{unit}は鉄道で{hex}へ行けない：路線が枢軸国の領内２ヘクス以上の深さを通るが、ソ連軍ユニットはそこに入れない (8.1.5)</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/shin_barbarossa/refusals.py" line="190"/>
        <source>{unit} may not go to {hex} by rail: the line leaves the South-West Front line, inside which it stays through turn 2 (18.2)</source>
        <translation>{unit}は鉄道で{hex}へ行けない：路線が南西正面軍の線の外に出るが、第２ターンまでその内側にとどまる (18.2)</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/shin_barbarossa/refusals.py" line="192"/>
        <source>{unit} may not go to {hex} by rail: the line runs three hexes or more from its city (17.3)</source>
        <translation>{unit}は鉄道で{hex}へ行けない：路線が自分の都市から３ヘクス以上離れる (17.3)</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/shin_barbarossa/refusals.py" line="194"/>
        <source>{unit} may not go to {hex} by rail: the line enters row 26 or north of it, where Axis allies never go (16.1)</source>
        <translation>{unit}は鉄道で{hex}へ行けない：路線がxx26列以北に入るが、枢軸同盟軍はそこに入れない (16.1)</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/shin_barbarossa/refusals.py" line="196"/>
        <source>{unit} may not go to {hex} by rail: the line crosses the Romanian invade border before the Axis takes Odessa (16.4.1)</source>
        <translation>{unit}は鉄道で{hex}へ行けない：枢軸軍がオデッサを占領する前に路線がルーマニア軍作戦境界を越える (16.4.1)</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/shin_barbarossa/refusals.py" line="198"/>
        <source>{unit} may not go to {hex} by rail: the line crosses the Finnish invade border before the Finns are released (16.5.1)</source>
        <translation>{unit}は鉄道で{hex}へ行けない：フィンランド軍の制限解除前に路線がフィンランド軍作戦境界を越える (16.5.1)</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/shin_barbarossa/reinforcement.py" line="29"/>
        <source>{n:# leader joins|# leaders join} the pool</source>
        <translation>指揮官{n}個がプールに入った</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/shin_barbarossa/reinforcement.py" line="55"/>
        <source>Militia are raised around {city}</source>
        <translation>{city}の周囲に民兵が登場した</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/shin_barbarossa/reinforcement.py" line="311"/>
        <source>corps drawn</source>
        <translation>軍団の抽選</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/shin_barbarossa/reinforcement.py" line="316"/>
        <source>{unit} is drawn but has no reduced side: the point is lost</source>
        <translation>{unit}が引かれたが減少面がない：ポイントは失われた</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/shin_barbarossa/reinforcement.py" line="320"/>
        <source>{unit} is revived in {hex}</source>
        <translation>{unit}が{hex}で再建された</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/shin_barbarossa/reinforcement.py" line="339"/>
        <source>{unit} regains a step</source>
        <translation>{unit}は1ステップ回復した</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/shin_barbarossa/ruleset.py" line="67"/>
        <source>Soviet setup</source>
        <translation>ソ連軍配置</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/shin_barbarossa/ruleset.py" line="68"/>
        <source>Axis setup</source>
        <translation>枢軸軍配置</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/shin_barbarossa/ruleset.py" line="69"/>
        <source>Start phase</source>
        <translation>開始フェイズ</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/shin_barbarossa/ruleset.py" line="70"/>
        <source>Axis first movement</source>
        <translation>枢軸軍第1移動フェイズ</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/shin_barbarossa/ruleset.py" line="71"/>
        <source>Axis combat</source>
        <translation>枢軸軍戦闘フェイズ</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/shin_barbarossa/ruleset.py" line="72"/>
        <source>Axis second movement (panzers)</source>
        <translation>枢軸軍第2移動フェイズ（装甲軍団）</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/shin_barbarossa/ruleset.py" line="73"/>
        <source>Soviet movement</source>
        <translation>ソ連軍移動フェイズ</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/shin_barbarossa/ruleset.py" line="74"/>
        <source>Soviet leader withdrawal</source>
        <translation>ソ連軍指揮官撤収フェイズ</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/shin_barbarossa/ruleset.py" line="75"/>
        <source>Soviet combat</source>
        <translation>ソ連軍戦闘フェイズ</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/shin_barbarossa/ruleset.py" line="76"/>
        <source>Soviet reinforcements</source>
        <translation>ソ連軍増援フェイズ</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/shin_barbarossa/ruleset.py" line="77"/>
        <source>Axis reinforcements</source>
        <translation>枢軸軍増援フェイズ</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/shin_barbarossa/ruleset.py" line="78"/>
        <source>End phase</source>
        <translation>終了フェイズ</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/shin_barbarossa/ruleset.py" line="117"/>
        <source>Shin Barbarossa</source>
        <translation>真・バルバロッサ作戦</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/shin_barbarossa/ruleset.py" line="206"/>
        <source>Finish the move of the overrunning unit first (9.7)</source>
        <translation>先にオーバーラン中のユニットの移動を終えてください (9.7)</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/shin_barbarossa/ruleset.py" line="213"/>
        <source>Place the militia raised this turn (17.1, 17.2)</source>
        <translation>このターンに登場した民兵を配置してください (17.1, 17.2)</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/shin_barbarossa/ruleset.py" line="215"/>
        <source>Place the reinforcements</source>
        <translation>増援を配置してください</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/shin_barbarossa/ruleset.py" line="368"/>
        <source>The face-down leader goes back to the pool unseen</source>
        <translation>未経戦面の指揮官は、誰かを見せないまま指揮官プールに戻る</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/shin_barbarossa/ruleset.py" line="370"/>
        <source>{leader} is out of the game for good</source>
        <translation>{leader}はゲームから永久に除外される</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/shin_barbarossa/ruleset.py" line="464"/>
        <source>An Axis air unit bars Soviet rail movement into this hex (14.3)</source>
        <translation>枢軸軍航空ユニットにより、このヘクスへのソ連軍の鉄道輸送は禁止 (14.3)</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/shin_barbarossa/turn.py" line="21"/>
        <source>weather and air units</source>
        <translation>天候と航空ユニット</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/shin_barbarossa/turn.py" line="28"/>
        <source>Weather {weather}, {n:# Axis air unit|# Axis air units}</source>
        <translation>天候は{weather}、枢軸軍航空ユニット{n}個</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/shin_barbarossa/turn.py" line="35"/>
        <location filename="../../qtwargame/rules/shin_barbarossa/words.py" line="245"/>
        <source>Hitler&apos;s order</source>
        <translation>ヒトラー命令</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/shin_barbarossa/turn.py" line="38"/>
        <source>Hitler orders: {order}</source>
        <translation>ヒトラー命令：{order}</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/shin_barbarossa/turn.py" line="38"/>
        <location filename="../../qtwargame/rules/shin_barbarossa/words.py" line="245"/>
        <source>none</source>
        <translation>なし</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/shin_barbarossa/turn.py" line="62"/>
        <source>{city} passes to {side} control</source>
        <translation>{city}は{side}の支配になった</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/shin_barbarossa/turn.py" line="87"/>
        <source>Hitler&apos;s order is not met: 5 points to the Soviets</source>
        <translation>ヒトラー命令は達成されなかった：ソ連軍に5点</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/shin_barbarossa/turn.py" line="90"/>
        <source>Victory points: {vp}</source>
        <translation>勝利得点：{vp}</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/shin_barbarossa/turn.py" line="93"/>
        <source>The Axis holds Moscow: sudden death</source>
        <translation>枢軸軍がモスクワを支配：サドンデス</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/shin_barbarossa/turn.py" line="95"/>
        <source>Victory points below zero: sudden death</source>
        <translation>勝利得点がマイナス：サドンデス</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/shin_barbarossa/turn.py" line="97"/>
        <source>Game over</source>
        <translation>ゲーム終了</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/shin_barbarossa/turn.py" line="114"/>
        <source>take Leningrad</source>
        <translation>レニングラード占領</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/shin_barbarossa/turn.py" line="114"/>
        <source>take Smolensk</source>
        <translation>スモレンスク占領</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/shin_barbarossa/turn.py" line="115"/>
        <source>take Kiev</source>
        <translation>キエフ占領</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/shin_barbarossa/turn.py" line="115"/>
        <source>take Sevastopol</source>
        <translation>セバストポリ占領</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/shin_barbarossa/turn.py" line="116"/>
        <source>Operation Typhoon</source>
        <translation>タイフーン作戦</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/shin_barbarossa/turn.py" line="116"/>
        <source>isolate Leningrad</source>
        <translation>レニングラード孤立</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/shin_barbarossa/turn.py" line="117"/>
        <source>the southern operation</source>
        <translation>南方作戦</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/shin_barbarossa/turn.py" line="120"/>
        <source>Axis decisive victory</source>
        <translation>枢軸軍の決定的勝利</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/shin_barbarossa/turn.py" line="120"/>
        <source>Axis strategic victory</source>
        <translation>枢軸軍の戦略的勝利</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/shin_barbarossa/turn.py" line="121"/>
        <source>Axis tactical victory</source>
        <translation>枢軸軍の戦術的勝利</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/shin_barbarossa/turn.py" line="121"/>
        <location filename="../../qtwargame/rules/shin_barbarossa/turn.py" line="135"/>
        <source>draw</source>
        <translation>引き分け</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/shin_barbarossa/turn.py" line="122"/>
        <source>Soviet strategic victory</source>
        <translation>ソ連軍の戦略的勝利</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/shin_barbarossa/turn.py" line="122"/>
        <source>Soviet tactical victory</source>
        <translation>ソ連軍の戦術的勝利</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/shin_barbarossa/turn.py" line="123"/>
        <source>Soviet decisive victory</source>
        <translation>ソ連軍の決定的勝利</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/shin_barbarossa/turn.py" line="134"/>
        <source>The game ends with {vp} victory points: {level}</source>
        <translation>勝利得点{vp}でゲーム終了：{level}</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/shin_barbarossa/vocabulary.py" line="10"/>
        <source>A face-down leader counter on the map; which leader it is stays secret until turned.</source>
        <translation>マップ上の裏向きの指揮官コマ。表にするまでどの指揮官かは秘密です。</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/shin_barbarossa/vocabulary.py" line="10"/>
        <source>Leader counter</source>
        <translation>指揮官コマ</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/shin_barbarossa/vocabulary.py" line="13"/>
        <source>Leader identity</source>
        <translation>指揮官の正体</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/shin_barbarossa/vocabulary.py" line="13"/>
        <source>One of the Soviet leaders dealt face down into the counters.</source>
        <translation>裏向きでコマに配られるソ連軍指揮官の一人。</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/shin_barbarossa/vocabulary.py" line="15"/>
        <source>A leader dealt at set-up onto the front armies; the others start in the pool.</source>
        <translation>初期配置で前線の軍に配られる指揮官。他はプールから始めます。</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/shin_barbarossa/vocabulary.py" line="15"/>
        <source>Set-up leader</source>
        <translation>初期配置の指揮官</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/shin_barbarossa/vocabulary.py" line="18"/>
        <source>A leader printed &apos;*&apos;: no ability; turned, it goes back to the pool.</source>
        <translation>能力値が「*」の指揮官。能力がなく、表にするとプールに戻ります。</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/shin_barbarossa/vocabulary.py" line="18"/>
        <source>No ability</source>
        <translation>能力なし</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/shin_barbarossa/vocabulary.py" line="20"/>
        <source>Leaders may not restore or revive this unit&apos;s steps.</source>
        <translation>指揮官はこのユニットのステップを回復も復活もできません。</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/shin_barbarossa/vocabulary.py" line="20"/>
        <source>Never rebuilt</source>
        <translation>再建不可</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/shin_barbarossa/vocabulary.py" line="22"/>
        <source>A German panzer corps: overrun, second movement, ZOC exceptions and the loss counts.</source>
        <translation>ドイツ軍の装甲軍団。蹂躙、第二移動、ZOCの例外、損害の数え方に関わります。</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/shin_barbarossa/vocabulary.py" line="22"/>
        <source>Panzer</source>
        <translation>装甲</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/shin_barbarossa/vocabulary.py" line="24"/>
        <source>Militia</source>
        <translation>民兵</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/shin_barbarossa/vocabulary.py" line="24"/>
        <source>Raised by its city&apos;s trigger and kept within reach of its city.</source>
        <translation>都市の条件で編成され、その都市の近くに留まります。</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/shin_barbarossa/vocabulary.py" line="26"/>
        <source>Mechanized</source>
        <translation>機械化</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/shin_barbarossa/vocabulary.py" line="26"/>
        <source>Moves on the mechanized column of the terrain chart.</source>
        <translation>地形表の機械化の列で移動します。</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/shin_barbarossa/vocabulary.py" line="28"/>
        <source>A Soviet tank unit: the mechanized column of the terrain chart.</source>
        <translation>ソ連軍の戦車ユニット。地形表の機械化の列を使います。</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/shin_barbarossa/vocabulary.py" line="28"/>
        <source>Tank</source>
        <translation>戦車</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/shin_barbarossa/vocabulary.py" line="30"/>
        <source>Air unit</source>
        <translation>航空ユニット</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/shin_barbarossa/vocabulary.py" line="30"/>
        <source>An air unit: left out of the reinforcements list (a count in the status instead).</source>
        <translation>航空ユニット。増援の一覧には載らず、状況欄に数で示されます。</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/shin_barbarossa/words.py" line="36"/>
        <source>{side} turns a face-down leader</source>
        <translation type="vanished">{side}は裏向きの指揮官を表にした</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/shin_barbarossa/words.py" line="37"/>
        <source>{side} withdraws a leader to the pool</source>
        <translation type="vanished">{side}は指揮官をプールに撤収させた</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/shin_barbarossa/words.py" line="38"/>
        <source>{side:actor} turns a face-down leader</source>
        <translation>{side}は裏向きの指揮官を表にした</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/shin_barbarossa/words.py" line="38"/>
        <source>{side} places a leader from the pool in {hex}</source>
        <translation type="vanished">{side}はプールの指揮官を{hex}に配置した</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/shin_barbarossa/words.py" line="39"/>
        <source>{side:actor} withdraws a leader to the pool</source>
        <translation>{side}は指揮官をプールに撤収させた</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/shin_barbarossa/words.py" line="40"/>
        <source>{side:actor} places a leader from the pool in {hex}</source>
        <translation>{side}はプールの指揮官を{hex}に配置した</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/shin_barbarossa/words.py" line="40"/>
        <source>{side} restores a step of {unit}</source>
        <translation type="vanished">{side}は{unit}のステップを回復した</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/shin_barbarossa/words.py" line="42"/>
        <source>{side:actor} restores a step of {unit}</source>
        <translation>{side}は{unit}のステップを回復した</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/shin_barbarossa/words.py" line="42"/>
        <source>{side} revives a rifle corps in {hex} with {n:# point|# points}</source>
        <translation type="vanished">{side}は{n}ポイントで{hex}に狙撃兵軍団を再建した</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/shin_barbarossa/words.py" line="44"/>
        <source>{side:actor} revives a rifle corps in {hex} with {n:# point|# points}</source>
        <translation>{side}は{n}ポイントで{hex}に狙撃兵軍団を再建した</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/shin_barbarossa/words.py" line="48"/>
        <source>{side} resolves the combat at {hex}</source>
        <translation type="vanished">{side}は{hex}の戦闘を解決する</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/shin_barbarossa/words.py" line="50"/>
        <source>{side:actor} resolves the combat at {hex}</source>
        <translation>{side}は{hex}の戦闘を解決する</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/shin_barbarossa/words.py" line="50"/>
        <source>{side} has declared every combat</source>
        <translation type="vanished">{side}はすべての戦闘を宣言した</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/shin_barbarossa/words.py" line="52"/>
        <source>{side:actor} has declared every combat</source>
        <translation>{side}はすべての戦闘を宣言した</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/shin_barbarossa/words.py" line="52"/>
        <source>{side} declares the setup done</source>
        <translation type="vanished">{side}が配置完了を宣言</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/shin_barbarossa/words.py" line="54"/>
        <source>{side:actor} declares the setup done</source>
        <translation>{side}が配置完了を宣言</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/shin_barbarossa/words.py" line="56"/>
        <source>{side:actor} ends the move of {unit}</source>
        <translation>{side}が{unit}の移動を終える</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/shin_barbarossa/words.py" line="57"/>
        <source>{side} removes the leader {unit}: one leader a hex (6.2, 6.6)</source>
        <translation type="vanished">{side}は指揮官{unit}を除去（指揮官は１ヘクスに１ユニットまで, 6.2, 6.6）</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/shin_barbarossa/words.py" line="59"/>
        <source>{side} removes {unit}: over the stacking limit (6.6)</source>
        <translation type="vanished">{side}は{unit}を除去（スタック制限超過, 6.6）</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/shin_barbarossa/words.py" line="60"/>
        <source>{attack}, with an air unit</source>
        <translation>{attack}、航空ユニットを投入</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/shin_barbarossa/words.py" line="63"/>
        <source>{side:actor} removes the leader {unit}: one leader a hex (6.2, 6.6)</source>
        <translation>{side}は指揮官{unit}を除去（指揮官は１ヘクスに１ユニットまで, 6.2, 6.6）</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/shin_barbarossa/words.py" line="65"/>
        <source>{side:actor} removes {unit}: over the stacking limit (6.6)</source>
        <translation>{side}は{unit}を除去（スタック制限超過, 6.6）</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/shin_barbarossa/words.py" line="68"/>
        <source>{side:actor} picks {hex} for {unit} to overrun</source>
        <translation>{side}が{unit}のオーバーランの目標に{hex}を選ぶ</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/shin_barbarossa/words.py" line="71"/>
        <source>{side} commits an air unit at {hex}</source>
        <translation type="vanished">{side}が{hex}に航空ユニットを投入</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/shin_barbarossa/words.py" line="72"/>
        <source>{side:actor} overruns {hex} with {units} and an air unit</source>
        <translation>{side}が{units}と航空ユニットで{hex}をオーバーラン</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/shin_barbarossa/words.py" line="73"/>
        <source>{side} passes</source>
        <translation type="vanished">{side}はパス</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/shin_barbarossa/words.py" line="74"/>
        <source>{side:actor} overruns {hex} with {units}</source>
        <translation>{side}が{units}で{hex}をオーバーラン</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/shin_barbarossa/words.py" line="77"/>
        <source>{side:actor} commits an air unit at {hex}</source>
        <translation>{side}が{hex}に航空ユニットを投入</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/shin_barbarossa/words.py" line="79"/>
        <source>{side:actor} passes</source>
        <translation>{side}はパス</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/shin_barbarossa/words.py" line="85"/>
        <source>{side} leaves its leaders near the panzer face down</source>
        <translation type="vanished">{side}は装甲軍団の近くの指揮官を裏向きのままにする</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/shin_barbarossa/words.py" line="87"/>
        <source>{side} leaves its leaders face down before the Axis attack</source>
        <translation type="vanished">{side}は枢軸軍の攻撃の前に指揮官を裏向きのままにする</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/shin_barbarossa/words.py" line="89"/>
        <source>{side} commits no air unit to the defence</source>
        <translation type="vanished">{side}は防御に航空ユニットを投入しない</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/shin_barbarossa/words.py" line="90"/>
        <source>Place a leader from the pool in {hex}</source>
        <translation>プールの指揮官を{hex}に配置する</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/shin_barbarossa/words.py" line="91"/>
        <source>Restore a step of {unit}</source>
        <translation>{unit}のステップを回復する</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/shin_barbarossa/words.py" line="91"/>
        <source>{side} places no more air units against rail movement</source>
        <translation type="vanished">{side}は鉄道輸送の妨害にこれ以上航空ユニットを置かない</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/shin_barbarossa/words.py" line="92"/>
        <source>Revive a rifle corps in {hex} with {n:# point|# points}</source>
        <translation>{n}ポイントで{hex}に狙撃兵軍団を再建する</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/shin_barbarossa/words.py" line="100"/>
        <source>Declare no more combats</source>
        <translation>これ以上戦闘を宣言しない</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/shin_barbarossa/words.py" line="102"/>
        <source>Declare the setup done</source>
        <translation>配置完了を宣言する</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/shin_barbarossa/words.py" line="104"/>
        <source>End the move of {unit}</source>
        <translation>{unit}の移動を終える</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/shin_barbarossa/words.py" line="110"/>
        <source>Commit an air unit at {hex}</source>
        <translation>{hex}に航空ユニットを投入する</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/shin_barbarossa/words.py" line="113"/>
        <source>Remove the leader {unit}: one leader a hex (6.2, 6.6)</source>
        <translation>指揮官{unit}を除去する（指揮官は１ヘクスに１ユニットまで, 6.2, 6.6）</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/shin_barbarossa/words.py" line="114"/>
        <source>Remove {unit}: over the stacking limit (6.6)</source>
        <translation>{unit}を除去する（スタック制限超過, 6.6）</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/shin_barbarossa/words.py" line="127"/>
        <source>{side:actor} retreats every unit two hexes instead of losing a step</source>
        <translation>{side}は1ステップを失う代わりに全ユニットを2ヘクス退却させる</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/shin_barbarossa/words.py" line="132"/>
        <source>{side:actor} leaves its leaders near the panzer face down</source>
        <translation>{side}は装甲軍団の近くの指揮官を裏向きのままにする</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/shin_barbarossa/words.py" line="134"/>
        <source>{side:actor} leaves its leaders face down before the Axis attack</source>
        <translation>{side}は枢軸軍の攻撃の前に指揮官を裏向きのままにする</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/shin_barbarossa/words.py" line="136"/>
        <source>{side:actor} commits no air unit to the defence</source>
        <translation>{side}は防御に航空ユニットを投入しない</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/shin_barbarossa/words.py" line="138"/>
        <source>{side:actor} places no more air units against rail movement</source>
        <translation>{side}は鉄道輸送の妨害にこれ以上航空ユニットを置かない</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/shin_barbarossa/words.py" line="169"/>
        <source>Leaves the supply center in {city} alone in Soviet ZOC: it is removed (13.5)</source>
        <translation>{city}の補給センターがソ連軍ZOCに単独で残り、除去される(13.5)</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/shin_barbarossa/words.py" line="178"/>
        <source>Advance {unit} through {via} to {hex}</source>
        <translation>{unit}を{via}経由で{hex}へ前進</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/shin_barbarossa/words.py" line="184"/>
        <source>Turn the leader</source>
        <translation>指揮官を表にする</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/shin_barbarossa/words.py" line="185"/>
        <source>Withdraw the leader to the pool</source>
        <translation>指揮官をプールへ撤収する</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/shin_barbarossa/words.py" line="186"/>
        <source>Turn the leader in {hex}</source>
        <translation>{hex}の指揮官を表にする</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/shin_barbarossa/words.py" line="187"/>
        <source>Withdraw the leader in {hex} to the pool</source>
        <translation>{hex}の指揮官をプールへ撤収する</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/shin_barbarossa/words.py" line="198"/>
        <source>Retreat every unit two hexes</source>
        <translation>全ユニットが2ヘクス退却</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/shin_barbarossa/words.py" line="199"/>
        <source>No way back for {units}: eliminated (10.6.7)</source>
        <translation>{units}は退却路がなく除去される（10.6.7）</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/shin_barbarossa/words.py" line="203"/>
        <source>Leave them face down</source>
        <translation>裏向きのままにする</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/shin_barbarossa/words.py" line="206"/>
        <source>Bar Soviet rail movement through {hex}</source>
        <translation>{hex}でソ連軍の鉄道輸送を妨害する</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/shin_barbarossa/words.py" line="207"/>
        <source>One air unit fewer for the Axis this turn (14.4)</source>
        <translation>このターンの枢軸軍航空ユニットが1個減る（14.4）</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/shin_barbarossa/words.py" line="208"/>
        <source>Place no more air units</source>
        <translation>これ以上航空ユニットを置かない</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/shin_barbarossa/words.py" line="224"/>
        <source>When raised (17.1, 17.2)</source>
        <translation>民兵登場時 (17.1, 17.2)</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/shin_barbarossa/words.py" line="240"/>
        <source>Victory points if the turn ended now</source>
        <translation>いまターンが終わった場合の勝利得点</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/shin_barbarossa/words.py" line="241"/>
        <source>Counted at each turn&apos;s end (19.3): the Victory panel shows the last count. Axis wins from 75, draw 70-74; below 0 the Soviets win at once</source>
        <translation>勝利得点は各ターンの終わりに数えます（19.3）。「勝利」パネルは前回の結果です。75点以上で枢軸軍の勝利、70～74点で引き分け、0点未満でソ連軍の即時勝利。</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/shin_barbarossa/words.py" line="243"/>
        <source>Axis air units</source>
        <translation>枢軸軍航空ユニット</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/shin_barbarossa/words.py" line="244"/>
        <source>Supply centers on the map</source>
        <translation>マップ上の補給センター</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/shin_barbarossa/words.py" line="246"/>
        <source>Leaders in the pool</source>
        <translation>プールの指揮官</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/shin_barbarossa/words.py" line="248"/>
        <source>Axis rail points left</source>
        <translation>枢軸軍の残り鉄道ポイント</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/shin_barbarossa/words.py" line="249"/>
        <source>Soviet rail points left</source>
        <translation>ソ連軍の残り鉄道ポイント</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/shin_barbarossa/words.py" line="273"/>
        <source>{unit} stands in {hex} on its way to {to}; the leader you turned does not stop it: turn another?</source>
        <translation>{unit}が{to}へ移動中で、いま{hex}にいます。経戦面にした指揮官では停止しません：別の指揮官を表にしますか？</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/shin_barbarossa/words.py" line="275"/>
        <source>{unit} stands in {hex} on its way to {to}, near your face-down leaders: turn one?</source>
        <translation>{unit}が{to}へ移動中で、いま裏向きの指揮官に近い{hex}にいます：指揮官を表にしますか？</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/shin_barbarossa/words.py" line="294"/>
        <source>Overrun or stop: {units}</source>
        <translation>オーバーランするか、止まるか：{units}</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/shin_barbarossa/words.py" line="296"/>
        <source>Move on or stop: {units}</source>
        <translation>移動を続けるか、止まるか：{units}</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/shin_barbarossa/words.py" line="318"/>
        <source>Resolve the declared combats in the order declared: click “{button}” (10.3.2).</source>
        <translation>宣言した戦闘を宣言順に解決してください：「{button}」をクリック (10.3.2)。</translation>
    </message>
    <message>
        <location filename="../../qtwargame/rules/shin_barbarossa/words.py" line="326"/>
        <source>Only supply centers move (13.1): drag one to a city or town within {mp} movement points, or right-click it for strategic movement (13.2).</source>
        <translation>動かせるのは補給センターだけです (13.1)。{mp}移動力以内の都市か街へドラッグ、戦略移動は右クリック (13.2)。</translation>
    </message>
    <message>
        <source>1:5 or worse</source>
        <translation type="vanished">1:5以下</translation>
    </message>
    <message>
        <source>A leader over the stacking limit is removed</source>
        <translation type="vanished">スタック制限を超えた指揮官を除去</translation>
    </message>
    <message>
        <source>Axis wins from 75, draw 70-74; below 0 the Soviets win at once</source>
        <translation type="vanished">75以上で枢軸軍の勝利、70〜74で引き分け。マイナスになればソ連軍の即時勝利</translation>
    </message>
    <message>
        <source>Both sides deploy as in June 1941; each may adjust its units in its setup phase</source>
        <translation type="vanished">両軍は1941年6月の状態で配置された。各陣営は自軍の配置フェイズにユニットを調整できる</translation>
    </message>
    <message>
        <source>Place the militia and the leaders from the pool</source>
        <translation type="vanished">民兵とプールの指揮官を配置してください</translation>
    </message>
    <message>
        <source>Rail points left</source>
        <translation type="vanished">残り鉄道ポイント</translation>
    </message>
    <message>
        <source>That attack is not allowed</source>
        <translation type="vanished">その攻撃はできない</translation>
    </message>
    <message>
        <source>That is not allowed now</source>
        <translation type="vanished">今はそれはできない</translation>
    </message>
    <message>
        <source>The declarations cannot be closed yet: every Axis stack next to a Soviet combat unit must be attacked, and {hexes} {n:is|are} not</source>
        <translation type="vanished">まだ宣言を締め切れません。ソ連軍戦闘ユニットに隣接する枢軸軍スタックはすべて攻撃しなければなりませんが、{hexes} がまだ攻撃されていません（{n:#か所|#か所}）</translation>
    </message>
    <message>
        <source>The panzer stops in anti-armour ZOC</source>
        <translation type="vanished">装甲軍団は対戦車ZOCで停止した</translation>
    </message>
    <message>
        <source>Turn a face-down leader</source>
        <translation type="vanished">裏向きの指揮官を表にする</translation>
    </message>
    <message>
        <source>Victory points</source>
        <translation type="vanished">勝利得点</translation>
    </message>
    <message>
        <source>Weather {weather}, {n} Axis air units</source>
        <translation type="vanished">天候は{weather}、枢軸軍航空ユニット{n}個</translation>
    </message>
    <message>
        <source>Withdraw a leader to the pool</source>
        <translation type="vanished">指揮官をプールに撤収させる</translation>
    </message>
    <message>
        <source>by rail</source>
        <translation type="vanished">鉄道移動</translation>
    </message>
    <message>
        <source>by sea</source>
        <translation type="vanished">海上移動</translation>
    </message>
    <message>
        <source>strategic movement</source>
        <translation type="vanished">戦略移動</translation>
    </message>
    <message>
        <source>{cost} movement points ({left} left); {odds}</source>
        <translation type="vanished">{cost}移動力（残り{left}）。{odds}</translation>
    </message>
    <message>
        <source>{mp} movement points before this move</source>
        <translation type="vanished">この移動の前の移動力は{mp}</translation>
    </message>
    <message>
        <source>{n} leaders join the pool</source>
        <translation type="vanished">指揮官{n}個がプールに入った</translation>
    </message>
    <message>
        <source>{side} moves {unit} to {hex} ({how})</source>
        <translation type="vanished">{side}は{unit}を{hex}へ移動（{how}）</translation>
    </message>
    <message>
        <source>{side} revives a rifle corps in {hex} with {n} points</source>
        <translation type="vanished">{side}は{n}ポイントで{hex}に狙撃兵軍団を再建した</translation>
    </message>
    <message>
        <source>{side} turns the leader in the stack of {unit}</source>
        <translation type="vanished">{side}は{unit}の指揮官を表にした</translation>
    </message>
    <message>
        <source>{side}: the move of {unit} is over</source>
        <translation type="vanished">{side}: {unit}の移動を終える</translation>
    </message>
    <message>
        <source>{side}: {units} overrun {hex}</source>
        <translation type="vanished">{side}：{units}が{hex}をオーバーラン</translation>
    </message>
    <message>
        <source>{side}: {units} overrun {hex} with an air unit</source>
        <translation type="vanished">{side}：{units}が航空ユニットとともに{hex}をオーバーラン</translation>
    </message>
    <message>
        <source>{side}: {unit} overruns {hex}</source>
        <translation type="vanished">{side}：{unit}が{hex}をオーバーラン</translation>
    </message>
    <message>
        <source>{side}: {unit} picks {hex} to overrun</source>
        <translation type="vanished">{side}：{unit}がオーバーランの目標に{hex}を選ぶ</translation>
    </message>
    <message>
        <source>{unit} cannot be placed there</source>
        <translation type="vanished">{unit}はそこに配置できない</translation>
    </message>
    <message>
        <source>{unit} stops in {hex}, in the anti-armour ZOC of a Soviet leader</source>
        <translation type="vanished">{unit}は{hex}で停止した(ソ連軍指揮官の対装甲ZOC)</translation>
    </message>
</context>
</TS>
