// expect: CWE-601 @ 26
// note: language switch stores the locale and returns ModelAndView("redirect:" + Referer header)
package com.bookbarn.i18n;

import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;
import java.net.URI;
import java.util.Locale;
import org.springframework.stereotype.Controller;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.RequestHeader;
import org.springframework.web.bind.annotation.RequestParam;
import org.springframework.web.servlet.ModelAndView;
import org.springframework.web.servlet.i18n.CookieLocaleResolver;

@Controller
public class LanguageSwitchController {

    private final CookieLocaleResolver localeResolver = new CookieLocaleResolver("lang");

    @GetMapping("/lang")
    public ModelAndView switchLanguage(@RequestParam String code,
                                       @RequestHeader(value = "Referer", defaultValue = "/") String referer,
                                       HttpServletRequest request, HttpServletResponse response) {
        localeResolver.setLocale(request, response, Locale.forLanguageTag(code.replaceAll("[^a-zA-Z-]", "")));
        return new ModelAndView("redirect:" + referer);
    }
}
