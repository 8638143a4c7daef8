// expect: none (CWE-1333 safe)
// note: the user's search term is wrapped with Pattern.quote before compiling, so it is matched literally
package com.wiki.search;

import java.util.regex.Matcher;
import java.util.regex.Pattern;

import org.springframework.stereotype.Service;
import org.springframework.web.util.HtmlUtils;

@Service
public class HighlightService {

    public String highlight(String text, String term) {
        Pattern literal = Pattern.compile(Pattern.quote(HtmlUtils.htmlEscape(term)), Pattern.CASE_INSENSITIVE);
        Matcher m = literal.matcher(HtmlUtils.htmlEscape(text));
        return m.replaceAll(r -> "<mark>" + Matcher.quoteReplacement(r.group()) + "</mark>");
    }
}
