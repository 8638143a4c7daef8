// expect: CWE-89 @ 31
// note: custom Spring Data fragment builds JPQL with the search term via StringBuilder → createQuery; called from a controller
package com.newsroom.articles;

import jakarta.persistence.EntityManager;
import jakarta.persistence.TypedQuery;
import java.util.List;

interface ArticleSearch {
    List<Article> search(String term, boolean publishedOnly);
}

public class ArticleRepositoryImpl implements ArticleSearch {

    private final EntityManager em;

    public ArticleRepositoryImpl(EntityManager em) {
        this.em = em;
    }

    @Override
    public List<Article> search(String term, boolean publishedOnly) {
        StringBuilder jpql = new StringBuilder("select a from Article a where 1 = 1");
        if (term != null && !term.isBlank()) {
            jpql.append(" and (a.headline like '%").append(term).append("%' or a.summary like '%").append(term).append("%')");
        }
        if (publishedOnly) {
            jpql.append(" and a.publishedAt is not null");
        }
        jpql.append(" order by a.publishedAt desc");
        TypedQuery<Article> query = em.createQuery(jpql.toString(), Article.class);
        return query.setMaxResults(50).getResultList();
    }
}
