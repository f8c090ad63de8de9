<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="ja_JP">
<context>
    <name>example_skirmish</name>
    <message>
        <source>Example skirmish</source>
        <translation>例のゲーム:小競り合い</translation>
    </message>
    <message>
        <source>Both sides score {vp} points (S1)</source>
        <translation>両陣営とも {vp} 点(S1)</translation>
    </message>
    <message>
        <source>{side} scores {vp} points for cities and units destroyed (S1)</source>
        <translation>{side} が都市と撃破したユニットで {vp} 点を得た(S1)</translation>
    </message>
</context>
</TS>
