<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en_US" sourcelanguage="en">
<context>
    <name>Table</name>
    <message numerus="yes">
        <source>%n player(s)</source>
        <translation>
            <numerusform>%n player</numerusform>
            <numerusform>%n players</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln chip(s)</source>
        <translation>
            <numerusform>%Ln chip</numerusform>
            <numerusform>%Ln chips</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n card(s)</source>
        <translation>
            <numerusform>%n card</numerusform>
            <numerusform>%n cards</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln hand(s)</source>
        <translation>
            <numerusform>%Ln hand</numerusform>
            <numerusform>%Ln hands</numerusform>
        </translation>
    </message>
</context>
</TS>
