// expect: none (CWE-89 safe)
// note: custom fragment appends a :term placeholder and binds it; only fixed JPQL text is concatenated
package com.newsroom.articles;

import jakarta.persistence.EntityManager;
import jakarta.persistence.TypedQuery;
import java.util.List;

interface ArticleSearch {
    List<Article> search(String term, boolean publishedOnly);
}

public class ArticleSearchRepositoryImpl implements ArticleSearch {

    private final EntityManager em;

    public ArticleSearchRepositoryImpl(EntityManager em) {
        this.em = em;
    }

    @Override
    public List<Article> search(String term, boolean publishedOnly) {
        StringBuilder jpql = new StringBuilder("select a from Article a where 1 = 1");
        if (term != null && !term.isBlank()) {
            jpql.append(" and (a.headline like :term or a.summary like :term)");
        }
        if (publishedOnly) {
            jpql.append(" and a.publishedAt is not null");
        }
        jpql.append(" order by a.publishedAt desc");
        TypedQuery<Article> query = em.createQuery(jpql.toString(), Article.class);
        if (term != null && !term.isBlank()) {
            query.setParameter("term", "%" + term + "%");
        }
        return query.setMaxResults(50).getResultList();
    }
}
