# Turns the help text ArgumentParser's generator pastes into the man page as it is (blank
# lines, headings in capitals, indented tables and recipes) into mdoc: a blank line is a
# paragraph (.Pp), a line in capitals alone a subsection (.Ss; in a command's help, a bold
# line), indented lines a literal
# block kept as written (.Bd -literal), and prose one sentence per line, as mandoc -T lint
# asks. Without it the indented lines were filled into one paragraph (the sshd recipe read as
# prose) and every blank line was a lint warning.
function end_literal() {
    if (literal) { print ".Ed"; literal = 0 }
}
function paragraph() {
    # A paragraph macro right after a heading, a list item or another paragraph is noise.
    if (last !~ /^\.(Sh|Ss|Pp|It|Bl|El|Ed)/ && last != "") { print ".Pp"; last = ".Pp" }
}
/^\./ {
    end_literal()
    if ($0 ~ /^\.Bl/) lists++
    if ($0 ~ /^\.El/) lists--
    print
    last = $0
    next
}
/^$/ {
    pending = 1
    next
}
/^  / {
    if (!literal) {
        if (pending) { pending = 0 }
        print ".Bd -literal -offset indent"
        literal = 1
    } else if (pending) {
        print ""
        pending = 0
    }
    sub(/^  /, "")
    print
    last = $0
    next
}
/^[A-Z][A-Z ]+$/ {
    end_literal()
    pending = 0
    # A subsection cannot stand inside a list (a command's own help): there, a bold line.
    if (lists > 0) {
        paragraph()
        print ".Sy " $0
        last = ".Sy"
    } else {
        print ".Ss " $0
        last = ".Ss"
    }
    next
}
{
    end_literal()
    if (pending) { paragraph(); pending = 0 }
    line = $0
    # One sentence per line: a sentence's end, a space, and a capital starts the next.
    while (match(line, /[a-z)][.!?:] [A-Z]/)) {
        print substr(line, 1, RSTART + 1)
        line = substr(line, RSTART + 3)
    }
    print line
    last = line
}
END { end_literal() }
